import Testing

@testable import GalleyCLI

@Suite struct ParsedArgumentsTests {
    @Test func readsOptionsFlagsAndPositionals() throws {
        let parsed = try ParsedArguments(
            ["Content/en", "--jobs", "4", "--strict", "--format=json"], options: ["jobs", "format"], flags: ["strict"])
        #expect(parsed.positionals == ["Content/en"])
        #expect(parsed.value("jobs") == "4")
        #expect(parsed.value("format") == "json")
        #expect(parsed.flag("strict"))
    }

    @Test func rejectsUnknownOptionWithSuggestion() {
        #expect(throws: UsageError("unknown option '--jbos'; did you mean '--jobs'?")) {
            try ParsedArguments(["--jbos", "2"], options: ["jobs"], flags: [])
        }
    }

    @Test func rejectsMissingValue() {
        #expect(throws: UsageError("option '--output' needs a value")) {
            try ParsedArguments(["--output"], options: ["output"], flags: [])
        }
    }
}
