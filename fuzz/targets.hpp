// The fuzz targets (#17): each takes one input the way a stranger's file reaches gravehold, and must end
// with gravehold's own refusal (an ae::Error) or success, never a crash, a hang, a leak or a raw exception.
// One program holds them all; GRAVEHOLD_FUZZ_TARGET picks the one libFuzzer drives (docs/fuzzing.md).
#pragma once

#include <cstddef>
#include <cstdint>
#include <exception>
#include <filesystem>
#include <string>
#include <vector>

namespace ae::fuzz {

struct Target {
    const char* name;
    const char* what; // what the input stands for
    void (*run)(const std::uint8_t* data, std::size_t size);
};

const std::vector<Target>& targets();
const Target* target_named(const std::string& name);

// A scratch folder of this process for the files the targets write (removed at exit).
const std::filesystem::path& scratch();

// A target's input was refused in gravehold's own words, as bad input should be. With
// GRAVEHOLD_FUZZ_VERBOSE set, the refusal is printed (to see what an input reaches).
void refused(const std::exception& e);

// Writes a seed corpus for every target into DIR/TARGET/, made from the shipped files and from a
// campaign and a battle played by bots in-process.
void write_seeds(const std::filesystem::path& dir);

// The targets, one file each.
void pack_loader(const std::uint8_t* data, std::size_t size);
void scenario_loader(const std::uint8_t* data, std::size_t size);
void campaign_import(const std::uint8_t* data, std::size_t size);
void battle_file(const std::uint8_t* data, std::size_t size);
void database(const std::uint8_t* data, std::size_t size);

// Files the pack-loader input may stand for; its first byte picks one.
const std::vector<std::string>& pack_files();

} // namespace ae::fuzz
