import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 23: on a full disk even the commands that only read failed (SQLite could not grow the
/// -shm file a WAL reader needs), so no backup could be taken to make room. The home is a small
/// tmpfs filled to its last byte (or all but a few KiB), mounted in a mount namespace of the test's own (as root, or
/// through a user namespace), so nothing outside the test sees it.
@Suite("A full disk under the home, end to end")
struct FullHomeDiskEndToEndTests {
  /// Runs `script` with sh in a new mount namespace; its standard output comes back.
  static func inOwnMountNamespace(_ script: String) throws -> Executable.Result {
    let namespace =
      geteuid() == 0
      ? ["--mount", "--propagation", "private"] : ["--user", "--map-root-user", "--mount", "--propagation", "private"]
    return try Executable.launch(
      URL(fileURLWithPath: "/usr/bin/unshare"), namespace + ["sh", "-c", script],
      environment: Executable.plainEnvironment.merging(["HOME": NSTemporaryDirectory()]) { $1 },
      deadline: .seconds(120))
  }

  /// The `NAME STATUS` lines a script printed, and a reader of the files it wrote into `folder`
  /// (empty when one is missing).
  static func outcome(_ stdout: String, in folder: String) -> (statuses: [String: Int32], read: (String) -> String) {
    var statuses: [String: Int32] = [:]
    for line in stdout.split(separator: "\n") {
      let parts = line.split(separator: " ")
      if parts.count == 2, let status = Int32(parts[1]) { statuses[String(parts[0])] = status }
    }
    return (statuses, { name in (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)) ?? "" })
  }

  @Test(
    "reads, reports and a backup to another disk still work; a write says the disk is full (74)",
    arguments: [0, 4, 16])
  func fullHome(leftKiB: Int) throws {
    let home = try TemporaryDirectory()
    let out = try TemporaryDirectory()
    let bin = Executable.binDirectory.path
    let script = """
      set -u
      B='\(bin)'; H='\(home.path)'; O='\(out.path)'
      mount -t tmpfs -o size=1m tmpfs "$H" || exit 90
      "$B/tq-parent" --home "$H" player add Maya >/dev/null || exit 91
      "$B/tq-parent" --home "$H" routine add Bedtime --player Maya --days daily --task Bath=5m >/dev/null || exit 92
      printf '5\\n\\n' | "$B/tq-player" --home "$H" play Bedtime --player Maya >/dev/null || exit 93
      "$B/tq-parent" --home "$H" export > "$O/before.json" || exit 94
      dd if=/dev/zero of="$H/spare" bs=1024 count=\(leftKiB) 2>/dev/null
      dd if=/dev/zero of="$H/fill" bs=4096 2>/dev/null
      dd if=/dev/zero of="$H/last" bs=1 2>/dev/null
      rm -f "$H/spare"
      df -k "$H" | tail -1 > "$O/df.txt"
      run() { name=$1; shift; "$@" > "$O/$name.out" 2> "$O/$name.err"; echo "$name $?"; }
      run players "$B/tq-parent" --home "$H" player list
      run routines "$B/tq-parent" --home "$H" routine list
      run status "$B/tq-parent" --home "$H" status
      run report "$B/tq-parent" --home "$H" report --format json
      run today "$B/tq-player" --home "$H" today --player Maya
      run history "$B/tq-player" --home "$H" history
      run stats "$B/tq-player" --home "$H" stats
      run notify "$B/tq-notify" --home "$H" --sink json
      run export "$B/tq-parent" --home "$H" export
      run backup "$B/tq-parent" --home "$H" export "$O/backup.json"
      run add "$B/tq-parent" --home "$H" player add Leo
      run after "$B/tq-parent" --home "$H" player list
      """
    let result = try Self.inOwnMountNamespace(script)
    #expect(result.status == 0, "\(result.stdout) \(result.stderr)")
    let (statuses, read) = Self.outcome(result.stdout, in: out.path)
    // The disk really was full.
    let free = read("df.txt").split(separator: " ").dropFirst(3).first
    #expect(free == "\(leftKiB)", "\(read("df.txt"))")
    for name in [
      "players", "routines", "status", "report", "today", "history", "stats", "notify", "export", "backup", "after",
    ] {
      #expect(statuses[name] == 0, "\(name): \(read(name + ".err"))")
    }
    #expect(read("players.out").contains("Maya"))
    #expect(read("history.out").contains("Bedtime"))
    let before = read("before.json")
    #expect(!before.isEmpty)
    #expect(read("export.out") == before)
    #expect(read("backup.json") == before)
    // A write fails, saying why, and changes nothing.
    #expect(statuses["add"] == 74, "\(read("add.err"))")
    #expect(read("add.err").contains("the disk is full"), "\(read("add.err"))")
    #expect(!read("after.out").contains("Leo"))
  }
}
