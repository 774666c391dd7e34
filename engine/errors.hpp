// Error types at the edges of the engine. Errors are values with a place and a message;
// the CLI turns them into "place: error: message" and a non-zero exit code.
#pragma once

#include <stdexcept>
#include <string>

namespace ae {

// Where something went wrong in a file: file:line:col (1-based; 0 means unknown).
struct SourcePos {
    std::string file;
    int line = 0;
    int col = 0;
    std::string str() const;
};

class Error : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Bad content: YAML or Lua a pack author wrote.
class ContentError : public Error {
public:
    ContentError(SourcePos pos, const std::string& msg);
    const SourcePos& pos() const { return pos_; }
    const std::string& message() const { return msg_; }

private:
    SourcePos pos_;
    std::string msg_;
};

// A rule was broken by a caller of the engine (not a player's bad answer, which is a Rejected result).
class RuleError : public Error {
public:
    using Error::Error;
};

// A script failed or went over its budget; aborts the battle.
class ScriptError : public Error {
public:
    using Error::Error;
};

// A database that cannot be used: corrupt, foreign, too new. It is never overwritten.
class SaveError : public Error {
public:
    using Error::Error;
};

// Bad command-line use.
class UsageError : public Error {
public:
    using Error::Error;
};

} // namespace ae
