// Forbidden: the table and a private header of the core in the CLI.
#include "../core/private.hpp"
#include "jasta/game.hpp"
#include "table/table_scene.hpp"
