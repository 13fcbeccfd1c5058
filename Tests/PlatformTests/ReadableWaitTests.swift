import Platform
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Waiting for a descriptor off the cooperative pool")
struct ReadableWaitTests {
  @Test("a readable descriptor ends the wait and is named; interrupt ends a wait on a silent one")
  func readableAndInterrupt() async throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    let wait = try #require(ReadableWait())
    // Nothing written yet: only the interrupt, made before or while the thread waits, ends it.
    wait.interrupt()
    #expect(await wait.readable([ends[0]]).isEmpty)

    var byte: UInt8 = 1
    #expect(write(ends[1], &byte, 1) == 1)
    let next = try #require(ReadableWait())
    #expect(await next.readable([ends[0]]) == [ends[0]])
  }
}
