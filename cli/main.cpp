#include "cli/app.hpp"

int main(int argc, char** argv) { return ae::cli::run(argc, argv); }
