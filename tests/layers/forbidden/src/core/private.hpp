#pragma once
// Allowed: the core's own header, from the core.
