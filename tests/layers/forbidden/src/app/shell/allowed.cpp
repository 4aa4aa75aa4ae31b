// Allowed: the shell includes every layer of the program.
#include <QMainWindow>

#include "jasta/game.hpp"
#include "play/play_flow.hpp"
#include "replay/replay_bar.hpp"
#include "shell/main_window.hpp"
#include "table/table_scene.hpp"
#include "teaching/tutorial_panel.hpp"
