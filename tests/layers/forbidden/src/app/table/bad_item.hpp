#pragma once
// Forbidden: the table includes play/.
#include <QColor>

#include "jasta/pose.hpp"
#include "play/play_flow.hpp"
#include "table/z_layers.hpp"
