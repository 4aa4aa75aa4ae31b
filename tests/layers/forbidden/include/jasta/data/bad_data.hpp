#pragma once
// Forbidden: the data group sits below the engine (game).
#include "jasta/base/names.hpp"
#include "jasta/game/game.hpp"
