// The floor: a program that links no HTTP client at all.
import Foundation

if CommandLine.arguments.count > 1 {
  FileHandle.standardError.write("probe-none cannot fetch\n".data(using: .utf8)!)
  exit(2)
}
