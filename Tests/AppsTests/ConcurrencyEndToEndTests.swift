import Foundation
import Synchronization
import TestSupport
import Testing

/// tq-parent writing while tq-player and tq-notify read, as when cron fires during an edit.
@Suite("Concurrent programs, end to end")
struct ConcurrencyEndToEndTests {
  static let writers = 4
  static let readers = 4
  static let addsPerWriter = 12
  static let readsPerReader = 12

  @Test("four writers and four readers at once: no error, no lost row")
  func writersAndReaders() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let seeded = try #require(try parseJSON(household.parent("routine", "list", "--format", "json").stdout) as? [Any])
      .count
    let home = household.home.path

    let failures = Mutex<[String]>([])
    let added = Mutex(0)
    let reads = Mutex(0)
    let group = DispatchGroup()
    for writer in 0..<Self.writers {
      group.enter()
      Thread.detachNewThread {
        defer { group.leave() }
        for n in 0..<Self.addsPerWriter {
          let arguments = [
            "routine", "add", "W\(writer)-\(n)", "--player", writer % 2 == 0 ? "Maya" : "Leo", "--days", "daily",
            "--task", "First=2m", "--task", "Second=3m", "--task", "Third=4m", "--home", home,
          ]
          do {
            let result = try Executable("tq-parent").run(arguments)
            if result.status == 0 {
              added.withLock { $0 += 1 }
            } else {
              failures.withLock { $0.append("writer \(writer) #\(n): \(result.status) \(result.stderr)") }
            }
          } catch {
            failures.withLock { $0.append("writer \(writer) #\(n): \(error)") }
          }
        }
      }
    }
    for reader in 0..<Self.readers {
      group.enter()
      Thread.detachNewThread {
        defer { group.leave() }
        for n in 0..<Self.readsPerReader {
          let (program, arguments) =
            reader % 2 == 0
            ? (
              "tq-player", ["today", "--format", "json", "--player", reader % 4 == 0 ? "Maya" : "Leo", "--home", home]
            )
            : ("tq-notify", ["--sink", "json", "--home", home])
          do {
            let result = try Executable(program).run(arguments)
            if result.status == 0, (try? parseJSON(result.stdout)) != nil {
              reads.withLock { $0 += 1 }
            } else {
              failures.withLock { $0.append("\(program) #\(n): \(result.status) \(result.stderr)") }
            }
          } catch {
            failures.withLock { $0.append("\(program) #\(n): \(error)") }
          }
        }
      }
    }
    group.wait()

    #expect(failures.withLock { $0 } == [])
    #expect(added.withLock { $0 } == Self.writers * Self.addsPerWriter)
    #expect(reads.withLock { $0 } == Self.readers * Self.readsPerReader)
    let routines = try #require(
      try parseJSON(household.parent("routine", "list", "--format", "json").stdout) as? [[String: Any]])
    #expect(routines.count == seeded + added.withLock { $0 })
    for writer in 0..<Self.writers {
      for n in 0..<Self.addsPerWriter {
        let routine = routines.first { $0["name"] as? String == "W\(writer)-\(n)" }
        #expect((routine?["tasks"] as? [Any])?.count == 3, "W\(writer)-\(n)")
      }
    }
  }
}
