import Glibc

/// Runs a blocking job on a thread of its own and lets an async caller await its end, so a
/// `poll`-based frame loop never occupies the main thread or a cooperative-pool thread.
enum LoopThread {
    /// The job and the continuation that reports its end, handed to the new thread.
    private final class Job {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Runs `body` on a new thread and returns (or throws) when it has.
    ///
    /// - Throws: what `body` throws, or ``TerminalError/systemCall(_:errno:)`` when no thread
    ///   could be started.
    static func run(_ body: @escaping @Sendable () throws -> Void) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let job = Job {
                do {
                    try body()
                    continuation.resume()
                } catch {
                    continuation.resume(throwing: error)
                }
            }
            let retained = Unmanaged.passRetained(job).toOpaque()
            var thread = pthread_t()
            let result = pthread_create(
                &thread, nil,
                { argument in
                    Unmanaged<Job>.fromOpaque(argument!).takeRetainedValue().body()
                    return nil
                }, retained)
            if result == 0 {
                pthread_detach(thread)
            } else {
                Unmanaged<Job>.fromOpaque(retained).release()
                continuation.resume(throwing: TerminalError.systemCall("pthread_create", errno: result))
            }
        }
    }
}
