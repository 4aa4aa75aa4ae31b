// jasta-cli rules coverage (issue 14): docs/rules-coverage.md is what the
// command writes from the shipped rule texts, byte for byte, so the page never
// goes stale; and the page says what the data says.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string_view>
#include <vector>

#include "cli_runner.hpp"

namespace jasta::cli {
namespace {

using test::run;

const std::filesystem::path kPage = std::filesystem::path(JASTA_TEST_DIR).parent_path() / "docs" / "rules-coverage.md";

std::string committedPage() {
    std::ifstream in(kPage, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(CliRules, TheCoveragePageIsWhatTheCommandWrites) {
    const auto result = run({"rules", "coverage"});
    ASSERT_EQ(result.code, 0) << result.err;
    EXPECT_TRUE(result.err.empty()) << result.err;
    // Not EXPECT_EQ on the whole page: a 600-line diff helps nobody.
    if (result.out != committedPage())
        ADD_FAILURE() << kPage.generic_string()
                      << " is not what the rule texts say. Regenerate it from the repository's folder with:\n"
                         "  build/dev/src/cli/jasta-cli rules coverage --data data > docs/rules-coverage.md";
}

TEST(CliRules, ThePageCountsAndListsWhatTheDataSays) {
    const auto result = run({"rules", "coverage"});
    ASSERT_EQ(result.code, 0) << result.err;
    const std::string& page = result.out;
    EXPECT_EQ(page.rfind("# Rules coverage\n", 0), 0u);
    EXPECT_NE(page.find(" of 290 rules played.**"), std::string::npos);
    // A played rule: its row with the code and the tests.
    EXPECT_NE(page.find("| MOV-03 | Never two steep cards in a row | "), std::string::npos);
    EXPECT_NE(page.find("`Ww1Plans.NoTwoSteepCardsInARow`"), std::string::npos);
    // A rule that is not played: in the list, with its status.
    EXPECT_NE(page.find("- CPX-04 Loop (aces only) (optional)\n"), std::string::npos);
    // A section with nothing played.
    EXPECT_NE(page.find("## Mission generator (MIS)\n\nNone of these rules is played yet:\n\n- MIS-01 "),
              std::string::npos);
}

TEST(CliRules, BadArguments) {
    auto result = run({"rules"});
    EXPECT_EQ(result.code, 1);
    EXPECT_NE(result.err.find("jasta-cli rules coverage"), std::string::npos) << result.err;
    result = run({"rules", "everything"});
    EXPECT_EQ(result.code, 1);
    const std::vector<std::string_view> nowhere{"rules", "coverage", "--data", "/no/such/folder"};
    std::ostringstream out, err;
    EXPECT_EQ(runCli(nowhere, out, err), 2);
    EXPECT_NE(err.str().find("the rules folder is missing"), std::string::npos) << err.str();
}

}  // namespace
}  // namespace jasta::cli
