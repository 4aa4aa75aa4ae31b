#pragma once
// Included below without its folder.
