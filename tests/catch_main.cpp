#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <cstdlib>

// The tests read English: whatever language the machine or the developer chose (the locale,
// $GRAVEHOLD_LANG) would otherwise choose the language of every command they run (lang/choose.hpp).
// Tests of other languages ask for theirs by name.
int main(int argc, char* argv[]) {
    setenv("LC_ALL", "C.UTF-8", 1);
    unsetenv("GRAVEHOLD_LANG");
    return Catch::Session().run(argc, argv);
}
