/// How this command may answer the gate: `--pin-stdin` or not. The lines themselves come from the
/// dependencies' terminal; `TQ_PARENT_PIN` and whether standard input is a terminal from `AppEnvironment`.
public struct ParentGateAnswers: Sendable {
  public var pinStdin: Bool

  public init(pinStdin: Bool) { self.pinStdin = pinStdin }

  /// The environment variable scripts answer the gate with.
  public static let environmentVariable = "TQ_PARENT_PIN"
}
