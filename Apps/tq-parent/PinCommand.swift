import AppCore
import ArgumentParser
import CLISupport

struct PinCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pin",
    abstract: "Set or clear the parent PIN that every tq-parent command then asks for.",
    discussion: """
      Once a PIN is set, tq-parent asks for it (without echo) before every command but --help and
      --version. Scripts answer with TQ_PARENT_PIN=… or --pin-stdin (the PIN as the first line of
      standard input). Five wrong answers lock the gate for five minutes. tq-player and tq-notify
      never ask. The PIN stops a child at the family computer, not someone who can edit your files.
      """,
    subcommands: [Set.self, Clear.self]
  )

  struct Set: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "set",
      abstract: "Set or change the PIN (asked twice on a terminal; one line of standard input with --pin-stdin).",
      discussion: """
        With --pin-stdin and a PIN already set (and no TQ_PARENT_PIN), write the current PIN on the
        first line and the new one on the second.
        """
    )
    @OptionGroup var global: ParentOptions

    func run() async throws {
      try await global.run { dependencies in
        try ParentGateKeeper(dependencies).setPIN(ParentGateAnswers(pinStdin: global.pinStdin))
        print("The parent PIN is set: tq-parent asks for it from now on (tq-player and tq-notify never do).")
      }
    }
  }

  struct Clear: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "clear", abstract: "Remove the PIN: tq-parent stops asking.")
    @OptionGroup var global: ParentOptions

    func run() async throws {
      try await global.run { dependencies in
        let keeper = ParentGateKeeper(dependencies)
        guard try keeper.isSet() else {
          print("No parent PIN is set.")
          return
        }
        try keeper.clearPIN()
        print("The parent PIN is cleared: tq-parent no longer asks for it.")
      }
    }
  }
}
