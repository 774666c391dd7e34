// The error types every layer shares. An error is a message with a place (where there is a file) and a
// machine-readable code; the front-ends own the rest: the terminal turns them into "place: error: message"
// and an exit code, the web server into an HTTP status and a JSON body. Nothing below the front-ends words
// a hint for one of them (a command-line flag, a URL).
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
    // Stable across releases, for scripts and the web API ("invalid_request", "content", ...).
    virtual const char* code() const noexcept { return "error"; }
    // The message in the language of the person at the table, when whoever refused knew it (a campaign
    // change refused: campaigns/refusal.hpp); else what(), which stays English for logs, tests and tools.
    std::string shown() const { return shown_.empty() ? std::string(what()) : shown_; }
    void set_shown(std::string text) { shown_ = std::move(text); }

private:
    std::string shown_;
};

// Bad content: YAML or Lua a pack author wrote.
class ContentError : public Error {
public:
    ContentError(SourcePos pos, const std::string& msg);
    const SourcePos& pos() const { return pos_; }
    const std::string& message() const { return msg_; }
    const char* code() const noexcept override { return "content"; }

private:
    SourcePos pos_;
    std::string msg_;
};

// A rule was broken by a caller of the engine (not a player's bad answer, which is a Rejected result).
class RuleError : public Error {
public:
    using Error::Error;
    const char* code() const noexcept override { return "rule"; }
};

// A script failed or went over its budget; aborts the battle.
class ScriptError : public Error {
public:
    using Error::Error;
    const char* code() const noexcept override { return "script"; }
};

// A database or file that cannot be used: corrupt, foreign, too new. It is never overwritten.
class SaveError : public Error {
public:
    using Error::Error;
    const char* code() const noexcept override { return "save"; }
};

// A caller asked for something that cannot be done as asked: an unknown name, a number out of range, a
// combination that does not fit. Nothing was changed.
class InvalidRequest : public Error {
public:
    using Error::Error;
    const char* code() const noexcept override { return "invalid_request"; }
};

// What was asked for does not exist: `what` says which kind ("campaign", "battle"), so a front-end can add
// where to look (the terminal names the command that lists them; the web answers 404).
class NotFound : public InvalidRequest {
public:
    NotFound(std::string what, const std::string& msg) : InvalidRequest(msg), what_(std::move(what)) {}
    const std::string& what_kind() const { return what_; }
    const char* code() const noexcept override { return "not_found"; }

private:
    std::string what_;
};

// What was asked for needs a global unlock this database does not have (campaigns/unlocks.hpp): `unlock`
// says which, so a front-end can say how a group records one it earned at the table.
class Locked : public InvalidRequest {
public:
    Locked(std::string unlock, const std::string& msg) : InvalidRequest(msg), unlock_(std::move(unlock)) {}
    const std::string& unlock() const { return unlock_; }
    const char* code() const noexcept override { return "locked"; }

private:
    std::string unlock_;
};

// A campaign change the campaign's state refuses ("'x' is already open", a slot that holds a sticker).
// Nothing was changed.
class ChangeRejected : public InvalidRequest {
public:
    using InvalidRequest::InvalidRequest;
    const char* code() const noexcept override { return "change_rejected"; }
};

} // namespace ae
