import Foundation
import Testing

/// The clocks of a program started with `variables`, moved by the test instead of by real time.
/// libfaketime, preloaded into that program only, adds the offset written in a file to every time
/// it reads (the wall clock and the monotonic ones, which Swift's `ContinuousClock` reads), reading
/// the file again each time.
struct MovedClock {
  static let library = [
    "/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1", "/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1",
  ].first { FileManager.default.fileExists(atPath: $0) }

  let file: String
  private(set) var offset = 0

  init(folder: String) throws {
    try #require(
      Self.library != nil,
      Comment(
        rawValue: "libfaketime is missing: a program's clock is moved by hand (Debian: apt-get install "
          + "libfaketime; Scripts/test.sh installs it)"))
    file = folder + "/faketime"
    try advance(seconds: 0)
  }

  /// What to add to the program's environment. FAKETIME_SHARED given (and shared memory off) keeps
  /// libfaketime from calling setenv as it loads: that moves `environ`, next to which Swift's
  /// `CommandLine` finds the arguments on Linux, and the program saw none.
  var variables: [String: String] {
    [
      "LD_PRELOAD": Self.library ?? "", "FAKETIME_TIMESTAMP_FILE": file, "FAKETIME_NO_CACHE": "1",
      "FAKETIME_DISABLE_SHM": "1", "FAKETIME_SHARED": "none none",
    ]
  }

  /// The same, as assignments to put before the program on a shell command line.
  var environment: String {
    variables.sorted { $0.key < $1.key }.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
  }

  /// Moves the program's clocks on by `seconds` at once (the file is replaced whole, never read half-written).
  mutating func advance(seconds: Int) throws {
    offset += seconds
    try Data("+\(offset)\n".utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
  }
}
