// Forbidden: play/ includes teaching/.
#include "table/table_scene.hpp"
#include "teaching/teaching_overlays.hpp"
