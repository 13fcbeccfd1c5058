import CalendarIO
import Foundation
import HTTPTransport
import NetworkIO

// The programs' network helper: one HTTP exchange per run, the request on stdin, the answer on
// stdout (NetworkIO's FetchHelperWire). It holds AsyncHTTPClient and SwiftNIO so that the programs
// do not: they start it only when a network source is read. Not a command for people, hence no
// options; its errors are answers, so it exits 0 whenever it could read its request.

guard CommandLine.arguments.count == 1 else {
  FileHandle.standardError.write(
    Data("tq-fetch: takes no arguments; tq-player, tq-parent and tq-notify start it for network sources\n".utf8))
  exit(64)
}
let input = FileHandle.standardInput.readDataToEndOfFile()
guard let request = FetchHelperWire.request(Array(input)) else {
  FileHandle.standardError.write(Data("tq-fetch: standard input holds no request of this version\n".utf8))
  exit(65)
}
let result: Result<HTTPFetchResponse, HTTPFetchError>
do throws(HTTPFetchError) {
  result = .success(try await AsyncHTTPFetcher().fetch(request))
} catch {
  result = .failure(error)
}
FileHandle.standardOutput.write(Data(FetchHelperWire.answer(result)))
exit(0)
