// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "TimeQuest",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "tq-player", targets: ["tq-player"]),
    .executable(name: "tq-parent", targets: ["tq-parent"]),
    .executable(name: "tq-notify", targets: ["tq-notify"]),
    // The three behind one installed binary, chosen by the name it is started under (docs/packaging.md).
    .executable(name: "timequest", targets: ["timequest"]),
    // The network helper the three start for a feed or a CalDAV account; installed beside them.
    .executable(name: "tq-fetch", targets: ["tq-fetch"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
    .package(url: "https://github.com/apple/swift-crypto", from: "3.12.0"),
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    // Already under AsyncHTTPClient; named because HTTPTransport builds its TLS settings and reads its errors.
    .package(url: "https://github.com/apple/swift-nio", from: "2.100.0"),
    .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.30.0"),
    .package(url: "https://github.com/apple/swift-nio-extras", from: "1.26.0"),
  ],
  targets: []
)

// MARK: - Modules

// Domain is pure: values and engines, no I/O, nothing of ours. Storage (atomic private files, the XDG
// folders) depends on nothing of ours either. Platform is the operating system as adapters (terminal,
// inotify and poll(2), processes, systemd, standard I/O, stat), as NIOPosix is to NIOCore.
package.targets += [
  .target(name: "Domain", path: "Modules/Domain"),
  .target(name: "Storage", path: "Modules/Storage"),
  .target(name: "Platform", dependencies: ["Domain"], path: "Modules/Platform"),
  .target(
    name: "CalendarIO", dependencies: ["Domain", "Platform"], path: "Modules/CalendarIO", exclude: ["README.md"]
  ),
  // The built-in public holidays (data generated from python-holidays) and the `holidays:` source.
  // The data's FORMAT.md and README.md are copied with it: an installed copy documents itself.
  .target(
    name: "Holidays", dependencies: ["Domain", "CalendarIO"], path: "Modules/Holidays", resources: [.copy("Data")]
  ),
  .target(
    name: "Persistence",
    dependencies: [
      "Domain", .product(name: "GRDB", package: "GRDB.swift"), .product(name: "GRDBSQLite", package: "GRDB.swift"),
    ],
    path: "Modules/Persistence"
  ),
  // The live `HTTPFetching` of the programs: it starts the `tq-fetch` helper and reads its answer
  // from a pipe, so the programs link no SwiftNIO. Not "Network": SwiftNIO's transport services
  // import Apple's Network wherever `canImport(Network)`.
  .target(name: "NetworkIO", dependencies: ["CalendarIO", "Platform"], path: "Modules/NetworkIO"),
  // The exchange itself, AsyncHTTPClient underneath: linked by `tq-fetch` alone. In the programs, the
  // client's and SwiftNIO's protocol conformances were scanned at every start (docs/testing.md).
  .target(
    name: "HTTPTransport",
    dependencies: [
      "CalendarIO", .product(name: "AsyncHTTPClient", package: "async-http-client"),
      .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOSSL", package: "swift-nio-ssl"),
      .product(name: "NIOHTTP1", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
      .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
    ],
    path: "Modules/HTTPTransport"
  ),
  .target(name: "Settings", dependencies: ["Domain", "Storage"], path: "Modules/Settings"),
  .target(name: "Presentation", dependencies: ["Domain", "Platform"], path: "Modules/Presentation"),
  // Presentation writes every byte of a delivery; Notifications carries it to its place.
  .target(
    name: "Notifications",
    dependencies: [
      "Domain", "Storage", "Platform", "Presentation",
      // SHA-256 of a notification's words: whether they changed, without keeping them.
      .product(name: "Crypto", package: "swift-crypto"),
    ],
    path: "Modules/Notifications"
  ),
  .target(
    name: "AppCore",
    dependencies: [
      "Domain", "Storage", "Platform", "CalendarIO", "Holidays", "NetworkIO", "Persistence", "Settings",
      "Notifications", "Presentation",
      // The parent gate: PBKDF2-SHA256 (in _CryptoExtras) and constant-time comparison.
      .product(name: "Crypto", package: "swift-crypto"),
      .product(name: "_CryptoExtras", package: "swift-crypto"),
    ],
    path: "Modules/AppCore",
    resources: [.copy("Resources/Demo")]
  ),
  // What the three front ends share: the global options and output formats as argument-parser types.
  .target(
    name: "CLISupport",
    dependencies: [
      "AppCore", "Domain", "Platform", "Presentation",
      .product(name: "ArgumentParser", package: "swift-argument-parser"),
    ],
    path: "Modules/CLISupport"
  ),
]

// MARK: - Apps (thin argument-parser front ends)

// Each program's commands are a library (its folder but `Main`), so that one installed binary can
// link all three; the per-program executables are thin mains for development and the end-to-end tests.
let apps = [("tq-player", "PlayerCommands"), ("tq-parent", "ParentCommands"), ("tq-notify", "NotifyCommands")]
for (app, commands) in apps {
  package.targets += [
    .target(
      name: commands,
      dependencies: [
        "AppCore", "Domain", "Platform", "Presentation", "CLISupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
        // tq-parent lists the built-in holidays' countries and regions.
        + (app == "tq-parent" ? ["Holidays"] : []),
      path: "Apps/\(app)",
      exclude: ["Main"]
    ),
    .executableTarget(name: app, dependencies: [.target(name: commands), "CLISupport"], path: "Apps/\(app)/Main"),
  ]
}
// The multi-call binary: tq-player, tq-parent and tq-notify are links to it (Scripts/install.sh,
// Scripts/package-deb.sh). It dispatches on the name it was started under.
package.targets.append(
  .executableTarget(
    name: "timequest", dependencies: apps.map { .target(name: $0.1) } + ["CLISupport", "Platform"],
    path: "Apps/timequest")
)
// No argument parser, no AppCore: the helper starts for one exchange and links what it needs only.
package.targets.append(
  .executableTarget(
    name: "tq-fetch", dependencies: ["CalendarIO", "HTTPTransport", "NetworkIO"], path: "Apps/tq-fetch")
)

// MARK: - Tests

package.targets += [
  // Shared doubles (a fixed calendar reader, a recording sink, a scripted terminal) and the executable runner.
  .target(
    // NetworkIO: `CalDAVServer` makes its calendars over CalDAV with the programs' own client.
    name: "TestSupport", dependencies: ["AppCore", "CalendarIO", "Domain", "NetworkIO", "Notifications", "Platform"],
    // The misbehaving feed server, run from the source tree by `FeedServer`.
    path: "Tests/Support", exclude: ["feedserver.py"]
  ),
  .testTarget(
    name: "DomainTests",
    // Crypto only for the title corpus: its split column is fixed by each title's SHA-256.
    dependencies: ["Domain", .product(name: "Crypto", package: "swift-crypto")], path: "Tests/DomainTests",
    exclude: ["Titles"]
  ),
  .testTarget(
    name: "CalendarIOTests", dependencies: ["CalendarIO", "Domain"], path: "Tests/CalendarIOTests",
    resources: [.copy("Fixtures")]
  ),
  .testTarget(
    name: "HolidaysTests", dependencies: ["Holidays", "CalendarIO", "Domain"], path: "Tests/HolidaysTests",
    resources: [.copy("Fixtures")]
  ),
  .testTarget(
    name: "PersistenceTests",
    dependencies: ["Persistence", "Domain", "TestSupport", .product(name: "GRDB", package: "GRDB.swift")],
    path: "Tests/PersistenceTests", resources: [.copy("Fixtures")]
  ),
  // Feeds against a misbehaving server of Python's standard library (Tests/Support/feedserver.py).
  .testTarget(
    // tq-fetch: the live fetcher starts it from the build folder, beside the test bundle.
    name: "NetworkIOTests",
    dependencies: ["NetworkIO", "CalendarIO", "Domain", "Platform", "TestSupport", "tq-fetch"],
    path: "Tests/NetworkIOTests"
  ),
  .testTarget(name: "StorageTests", dependencies: ["Storage"], path: "Tests/StorageTests"),
  .testTarget(name: "PlatformTests", dependencies: ["Platform", "Domain"], path: "Tests/PlatformTests"),
  .testTarget(name: "SettingsTests", dependencies: ["Settings", "Domain"], path: "Tests/SettingsTests"),
  .testTarget(
    name: "NotificationsTests", dependencies: ["Notifications", "Domain", "Platform", "Presentation"],
    path: "Tests/NotificationsTests"
  ),
  .testTarget(
    name: "PresentationTests", dependencies: ["Presentation", "Domain", "Platform"], path: "Tests/PresentationTests"
  ),
  .testTarget(
    name: "AppCoreTests",
    dependencies: [
      "AppCore", "TestSupport", "CalendarIO", "Domain", "Notifications", "Persistence", "Platform", "Presentation",
      "Settings",
    ],
    path: "Tests/AppCoreTests"
  ),
  .testTarget(
    name: "CLISupportTests",
    dependencies: [
      "CLISupport", "AppCore", "Domain", .product(name: "ArgumentParser", package: "swift-argument-parser"),
    ],
    path: "Tests/CLISupportTests"
  ),
  // End-to-end: spawns the built executables, so it depends on them to get them built first.
  .testTarget(
    name: "AppsTests",
    dependencies: [
      "TestSupport", "tq-player", "tq-parent", "tq-notify", "tq-fetch", "timequest",
      // SHA-256 of a calendar's name puts it in the tuning or the validation set (RealCalendars/SPLIT.md).
      .product(name: "Crypto", package: "swift-crypto"),
    ],
    path: "Tests/AppsTests",
    // Read from the source tree by path (RealCalendarsEndToEndTests), not bundled.
    exclude: ["RealCalendars"]
  ),
]

// MARK: - Settings for every target

for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings.append(.swiftLanguageMode(.v6))
  target.swiftSettings = settings
}
