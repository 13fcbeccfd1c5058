/// An error that knows its sysexits status. Every module's error adopts it, so the edge maps any
/// error to a code without a list of types that a new module could be missing from.
public protocol ExitCoded: Error {
  /// 64 usage, 65 bad data, 66 missing input, 69 unavailable, 70 internal, 74 I/O, 75 temporary, 77 denied.
  var exitCode: Int32 { get }
}

extension DomainError: ExitCoded {
  /// Every domain error is a value the user typed.
  public var exitCode: Int32 { 64 }
}
