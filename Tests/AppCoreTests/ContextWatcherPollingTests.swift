import Domain
import Foundation
import Platform
import TestSupport
import Testing

@testable import AppCore

/// The watcher's fallback: with inotify off (`TIMEQUEST_WATCH_POLL`, or a file system inotify cannot
/// watch) files are compared every poll interval, and that path is run here, not only the inotify one.
@Suite("Watching by polling")
struct ContextWatcherPollingTests {
  @Test("with inotify off, a changed file is seen after one poll interval, not after the longest sleep")
  func pollingSeesAChange() async throws {
    var dependencies = try AppDependencies.test()  // 11:06 UTC: midnight is hours away
    let monotonic = TestClock()
    dependencies.monotonicClock = monotonic
    let folder = try TemporaryDirectory()
    let file = folder.path + "/school.ics"
    try Data("BEGIN".utf8).write(to: URL(fileURLWithPath: file))
    let watcher = ContextWatcher(
      dependencies, options: .init(inotify: false, pollInterval: .seconds(5), longestSleep: .seconds(60)))
    let watch = FileWatch(WatchedPaths(files: [file]), inotify: false)
    #expect(watch.descriptor == nil)
    try Data("BEGIN:VCALENDAR".utf8).write(to: URL(fileURLWithPath: file))
    #expect(await watcher.sleep(watching: watch, stop: nil))
    #expect(monotonic.now.offset == .seconds(5))
  }

  @Test(
    "TIMEQUEST_WATCH_POLL: empty falls through to inotify; 0.1 and 86400 are the range's own ends; just outside is 64")
  func pollVariable() throws {
    #expect(try ContextWatcher.Options.from([:]) == .init())
    #expect(try ContextWatcher.Options.from(["TIMEQUEST_WATCH_POLL": ""]) == .init())
    #expect(
      try ContextWatcher.Options.from(["TIMEQUEST_WATCH_POLL": "0.1"])
        == .init(inotify: false, pollInterval: .milliseconds(100)))
    #expect(
      try ContextWatcher.Options.from(["TIMEQUEST_WATCH_POLL": "86400"])
        == .init(inotify: false, pollInterval: .seconds(86_400)))
    for value in ["0.09", "86400.5"] {
      let error = try #require(throws: WatchPollError.self) {
        try ContextWatcher.Options.from(["TIMEQUEST_WATCH_POLL": value])
      }
      #expect(error.exitCode == 64, "\(value)")
    }
  }
}
