extension String {
  /// This text as `TerminalText.printable` shows it.
  var terminalSafe: String { TerminalText.printable(self) }
}
