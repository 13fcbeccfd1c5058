// swift-tools-version:6.0
// Three probes that differ only in the HTTP client they link, built side by side by
// Scripts/bench-http-clients.sh to compare start-up cost and size in the same run.
import PackageDescription

let package = Package(
  name: "http-clients",
  dependencies: [.package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0")],
  targets: [
    .executableTarget(name: "probe-none"),
    .executableTarget(
      name: "probe-ahc", dependencies: [.product(name: "AsyncHTTPClient", package: "async-http-client")]),
    .executableTarget(name: "probe-urlsession"),
  ]
)
