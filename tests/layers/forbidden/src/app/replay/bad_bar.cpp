// Forbidden: replay/ includes teaching/.
#include "play/consoles_panel.hpp"
#include "teaching/rules_browser.hpp"
