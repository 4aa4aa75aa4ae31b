// Forbidden: an include without its folder.
#include "bare.hpp"
