import Foundation
import Platform
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Found by `Scripts/coverage.sh`: no test had a bounded read fail, so a descriptor that cannot be
/// read (a folder given as a file) was never seen to be refused with the system's reason.
@Suite("A bounded read that fails")
struct BoundedReadFailureTests {
  @Test("a folder's descriptor is refused at once with the system's reason, not read for ever")
  func folder() throws {
    let folder = FileManager.default.temporaryDirectory.path
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    do {
      let bytes = try BoundedRead.all(descriptor, limit: 4096)
      Issue.record("a folder read as \(bytes.map { "\($0.count) bytes" } ?? "too much")")
    } catch {
      #expect(error.reason == String(cString: strerror(EISDIR)))
    }
  }
}
