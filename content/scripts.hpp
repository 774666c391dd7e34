// Script references: a definition names a Lua file by its pack-relative path; the loader checks the path,
// reads the file once into Content::scripts and records which entry points the definition promises it has.
#pragma once

#include "content/pack_context.hpp"

#include <optional>
#include <string>

namespace ae::content {

// Relative, inside the pack (no "..", no hidden or absolute parts) and ending in ".lua".
bool is_script_path(const std::string& rel);

// Reads the `script` field of `r` and loads the file it names. Returns the script key "<pack>/<path>" when
// the file was read; a bad path or a missing file is reported at the field.
std::optional<std::string> read_script(const PackContext& ctx, const MapReader& r, bool required);

// Reads every lib/*.lua of the pack: shared helpers scripts load with ae.require("<pack>/lib/<name>").
void read_lib_scripts(const PackContext& ctx);

// Records that the script `key` must define `entry` (e.g. "cast" or "cards.provoker.power").
// `where`: the definition that promises it (reported when the script lacks the entry).
void promise_entry(const PackContext& ctx, const std::string& key, const std::string& entry,
                   const SourcePos& where);

} // namespace ae::content
