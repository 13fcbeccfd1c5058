import CLISupport
import Testing

@Suite("Raw command-line bytes")
struct RawArgumentsTests {
  @Test("valid UTF-8 arguments pass unchanged")
  func valid() {
    #expect(RawArguments.decode([Array("player".utf8), Array("Zoë".utf8)]) == .success(["player", "Zoë"]))
  }

  @Test("an invalid byte is refused naming the argument's place and its option, never repaired")
  func invalid() {
    let afterOption = RawArguments.decode([Array("--note".utf8), [0x41, 0xFF]])
    #expect(afterOption == .failure(RawArguments.Refusal(position: 2, option: "--note")))
    let joined = RawArguments.decode([Array("add".utf8), Array("--name=".utf8) + [0xC3]])
    #expect(joined == .failure(RawArguments.Refusal(position: 2, option: "--name")))
    let positional = RawArguments.decode([Array("player".utf8), Array("add".utf8), [0xE9]])
    #expect(positional == .failure(RawArguments.Refusal(position: 3, option: nil)))
    #expect(RawArguments.Refusal(position: 3, option: nil).description.contains("argument 3"))
  }
}
