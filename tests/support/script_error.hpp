// The message of the ScriptError that `f` throws; the test fails when it throws none.
#pragma once

#include "core/errors.hpp"

#include <catch2/catch.hpp>

#include <functional>
#include <string>

namespace ae::test {

inline std::string error_of(const std::function<void()>& f) {
    try {
        f();
    } catch (const ScriptError& e) { return e.what(); }
    FAIL("expected a ScriptError");
    return {};
}

} // namespace ae::test
