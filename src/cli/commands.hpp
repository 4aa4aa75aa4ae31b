#pragma once
// The sub-commands of jasta-cli. Each takes the arguments after its name and
// returns the process exit code: 0 success, 1 usage error, 2 bad input data,
// 3 a replay that does not give the recorded state hashes.

#include <ostream>
#include <span>
#include <string_view>

namespace jasta::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitUsage = 1;
inline constexpr int kExitBadData = 2;
inline constexpr int kExitMismatch = 3;

int runCheck(std::span<const std::string_view> args, std::ostream& out, std::ostream& err);
int runMove(std::span<const std::string_view> args, std::ostream& out, std::ostream& err);
int runReplay(std::span<const std::string_view> args, std::ostream& out, std::ostream& err);
int runPlay(std::span<const std::string_view> args, std::ostream& out, std::ostream& err);
int runTournament(std::span<const std::string_view> args, std::ostream& out, std::ostream& err);
int runRules(std::span<const std::string_view> args, std::ostream& out, std::ostream& err);
int runValidate(std::span<const std::string_view> args, std::ostream& out, std::ostream& err);

}  // namespace jasta::cli
