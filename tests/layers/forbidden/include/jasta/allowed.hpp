#pragma once
// Allowed: the core includes the core and the standard library.
#include <vector>

#include "jasta/other.hpp"
