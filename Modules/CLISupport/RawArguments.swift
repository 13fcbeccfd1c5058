import AppCore
import Platform

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command line as the kernel gave it. `CommandLine.arguments` repairs bytes that are not
/// UTF-8 into U+FFFD, so a name typed in a Latin-1 terminal would be stored as "�" and a PIN's
/// invalid bytes would all hash alike: the raw bytes are checked before anything is parsed.
public enum RawArguments {
  /// The arguments after the program name, or a message naming the first that is not UTF-8.
  public static func decode(_ arguments: [[UInt8]]) -> Result<[String], Refusal> {
    var decoded: [String] = []
    for (index, bytes) in arguments.enumerated() {
      guard let text = String(validating: bytes, as: UTF8.self) else {
        return .failure(Refusal(position: index + 1, option: option(for: bytes, after: decoded.last)))
      }
      decoded.append(text)
    }
    return .success(decoded)
  }

  /// An argument that is not UTF-8: its place after the program name and the option it belongs to.
  public struct Refusal: Error, Equatable, Sendable, CustomStringConvertible {
    public var position: Int
    public var option: String?

    public init(position: Int, option: String?) {
      self.position = position
      self.option = option
    }

    public var description: String {
      "argument \(position)\(option.map { " (the value of \($0))" } ?? "") is not valid UTF-8 text: "
        + "type it again in a UTF-8 terminal (check LANG), or rename the file it names"
    }
  }

  /// `--note=…` names `--note`; a value after `--note` names it too; otherwise nothing.
  static func option(for bytes: [UInt8], after previous: String?) -> String? {
    if bytes.starts(with: Array("--".utf8)), let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
      return String(validating: bytes[..<equals], as: UTF8.self)
    }
    if let previous, previous.hasPrefix("-"), previous != "-", previous != "--", !previous.contains("=") {
      return previous
    }
    return nil
  }

  /// This process's arguments after the program name; on bytes that are not UTF-8 it says which
  /// argument on standard error and exits with 64 (usage), as argument-parser does for bad input.
  public static func current() -> [String] {
    var raw: [[UInt8]] = []
    for index in 1..<Int(CommandLine.argc) {
      guard let pointer = CommandLine.unsafeArgv[index] else { continue }
      raw.append(
        Array(
          UnsafeBufferPointer(
            start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))))
    }
    switch decode(raw) {
    case .success(let arguments):
      return arguments
    case .failure(let refusal):
      let program = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "timequest"
      StandardError.write("\(program): \(refusal)\n")
      exit(64)
    }
  }
}
