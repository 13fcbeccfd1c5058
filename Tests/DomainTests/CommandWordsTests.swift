import Domain
import Testing

@Suite("A password command typed as one string is split as a shell splits simple words")
struct CommandWordsTests {
  @Test(
    "blanks, single and double quotes and backslashes",
    arguments: [
      ("pass show school", ["pass", "show", "school"]),
      ("  secret-tool   lookup service\ttimequest ", ["secret-tool", "lookup", "service", "timequest"]),
      ("pass show 'school calendar'", ["pass", "show", "school calendar"]),
      (#"pass show "school \"A\" \\ cal""#, ["pass", "show", #"school "A" \ cal"#]),
      (#"cat /run/user/1000/my\ password"#, ["cat", "/run/user/1000/my password"]),
      ("get ''", ["get", ""]),
      ("get a'b'\"c\"d", ["get", "abcd"]),
      ("", []),
    ])
  func words(text: String, expected: [String]) throws {
    #expect(try CommandWords.split(text).get() == expected)
  }

  @Test(
    "what only a shell would do is refused unquoted, and quoted is an argument like any other",
    arguments: [
      ("pass show school | head -1", "|"), ("get $HOME", "$"), ("get `id`", "`"), ("get > out", ">"),
      ("a; b", ";"), ("get *.pem", "*"), (#"get "$(id)""#, "$"), ("get 'open", "unclosed '"), ("get \\", "backslash"),
    ])
  func refused(text: String, mentions: String) {
    guard case .failure(let problem) = CommandWords.split(text) else {
      Issue.record("\(text) was split")
      return
    }
    #expect(problem.description.contains(mentions), "\(problem)")
  }

  @Test("quoted, shell characters are plain text")
  func quoted() throws {
    #expect(try CommandWords.split("printf '%s|$x' ok").get() == ["printf", "%s|$x", "ok"])
  }
}
