// Forbidden: Qt in the core.
#include <QString>

#include "private.hpp"
