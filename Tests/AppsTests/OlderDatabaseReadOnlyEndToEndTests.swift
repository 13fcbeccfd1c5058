import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 23: a database from an earlier version (the committed v9 fixture, before v10's indexes)
/// where nothing can be written cannot take its migration, and did not open at all, so not even a
/// backup could be taken. Every command that reads must answer as the upgraded database would, and
/// a change must be 74 saying why, with the file left as it was. File modes do not stop root, so as
/// root the programs run as `nobody` (setpriv) on a home given to `nobody`; a read-only mount and
/// a full disk are made in a mount namespace of the test's own (`FullHomeDiskEndToEndTests`).
@Suite("A database from an older version where nothing can be written, end to end")
struct OlderDatabaseReadOnlyEndToEndTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("PersistenceTests/Fixtures/schema-v9.sqlite").path

  /// Per place: how the data folder `$D` is made unwritable, and whether file modes must bind.
  static let places: [String: (setup: String, asNobody: Bool)] = [
    "a 0444 file": (#"chmod 0444 "$D/timequest.sqlite""#, true),
    "a read-only folder": (#"chmod 0555 "$D""#, true),
    "a read-only mount": (#"mount --bind "$D" "$D" && mount -o remount,bind,ro "$D" || exit 92"#, false),
    // As the version before would have left it (WAL), then the disk filled to its last byte.
    "a full disk": (
      #"sqlite3 "$D/timequest.sqlite" 'PRAGMA journal_mode = WAL' >/dev/null || exit 93; "#
        + #"dd if=/dev/zero of="$H/fill" bs=4096 2>/dev/null; dd if=/dev/zero of="$H/last" bs=1 2>/dev/null"#,
      false
    ),
  ]

  @Test(
    "status, reports, history, today, notify and export answer as after an upgrade; a change is 74 saying why",
    arguments: ["a 0444 file", "a read-only folder", "a read-only mount", "a full disk"])
  func readsServedWritesRefused(place: String) throws {
    let (setup, asNobody) = try #require(Self.places[place])
    let home = try TemporaryDirectory()
    let out = try TemporaryDirectory()
    let runAs = asNobody && geteuid() == 0 ? "/usr/bin/setpriv --reuid=65534 --regid=65534 --clear-groups" : ""
    let script = """
      set -u
      B='\(Executable.binDirectory.path)'; H='\(home.path)'; O='\(out.path)'; F='\(Self.fixture)'
      \(place == "a full disk" ? #"mount -t tmpfs -o size=1m tmpfs "$H" || exit 90"# : ":")
      D="$H/data"; mkdir -p "$D" "$O/up/data" || exit 91
      cp "$F" "$D/timequest.sqlite"; cp "$F" "$O/up/data/timequest.sqlite"
      "$B/tq-parent" --home "$O/up" export > "$O/upgraded.json" || exit 94
      \(runAs.isEmpty ? ":" : #"chown -R 65534:65534 "$H""#)
      \(setup)
      cp "$D/timequest.sqlite" "$O/before.sqlite"
      run() { name=$1; shift; \(runAs) "$@" > "$O/$name.out" 2> "$O/$name.err"; echo "$name $?"; }
      run players "$B/tq-parent" --home "$H" player list
      run status "$B/tq-parent" --home "$H" status
      run report "$B/tq-parent" --home "$H" report --format json
      run today "$B/tq-player" --home "$H" today --player Leo
      run history "$B/tq-player" --home "$H" history --player Leo
      run stats "$B/tq-player" --home "$H" stats --player Leo
      run notify "$B/tq-notify" --home "$H" --sink json
      run export "$B/tq-parent" --home "$H" export
      run add "$B/tq-parent" --home "$H" player add Ada
      run routine "$B/tq-parent" --home "$H" routine add Reading --player Leo --days daily --task Book=10m
      run after "$B/tq-parent" --home "$H" player list
      cmp -s "$O/before.sqlite" "$D/timequest.sqlite"; echo "same $?"
      """
    let result = try FullHomeDiskEndToEndTests.inOwnMountNamespace(script)
    #expect(result.status == 0, "\(result.stdout) \(result.stderr)")
    let (statuses, read) = FullHomeDiskEndToEndTests.outcome(result.stdout, in: out.path)
    for name in ["players", "status", "report", "today", "history", "stats", "notify", "export", "after"] {
      #expect(statuses[name] == 0, "\(place), \(name): \(read(name + ".err"))")
    }
    #expect(read("players.out").contains("Mia") && read("players.out").contains("Leo"), "\(read("players.out"))")
    #expect(read("history.out").contains("Schlafenszeit"), "\(read("history.out"))")
    let upgraded = read("upgraded.json")
    #expect(upgraded.contains("\"Leo\""))
    #expect(read("export.out") == upgraded)
    let why = place == "a full disk" ? "the disk is full" : "from an older TimeQuest"
    for name in ["add", "routine"] {
      #expect(statuses[name] == 74, "\(place), \(name): \(read(name + ".err"))")
      #expect(read(name + ".err").contains(why), "\(place), \(name): \(read(name + ".err"))")
    }
    #expect(!read("after.out").contains("Ada"))
    #expect(statuses["same"] == 0, "\(place): the database file changed")
  }
}
