import KinemaGraph
import Testing

@Suite("AttributeGraph: observers and batches")
struct AttributeGraphUpdateTests {
    @Test("an observer runs at creation and after each change it read")
    func observerRuns() {
        let graph = AttributeGraph()
        let count = graph.input(1)
        var seen: [Int] = []
        graph.observer { graph in seen.append(graph[count]) }
        graph[count] = 2
        graph[count] = 2
        graph[count] = 3
        #expect(seen == [1, 2, 3])
        #expect(graph.statistics.observersRun == 3)
    }

    @Test("the diamond is glitch-free: the observer runs once per write and sees consistent values")
    func diamondIsGlitchFree() {
        let graph = AttributeGraph()
        let head = graph.input(1, label: "head")
        let branches = (0..<5).map { i in graph.rule(label: "b\(i)") { graph in graph[head] + 1 } }
        let sum = graph.rule(label: "sum") { graph in branches.reduce(0) { $0 + graph[$1] } }
        var seen: [Int] = []
        graph.observer { graph in seen.append(graph[sum]) }
        for value in 2...4 { graph[head] = value }
        #expect(seen == [10, 15, 20, 25])
        graph.checkInvariants()
    }

    @Test("a batch flushes observers once, after every write")
    func batchFlushesOnce() {
        let graph = AttributeGraph()
        let width = graph.input(1)
        let height = graph.input(1)
        let area = graph.rule { graph in graph[width] * graph[height] }
        var seen: [Int] = []
        graph.observer { graph in seen.append(graph[area]) }
        graph.batch {
            graph[width] = 2
            graph.batch { graph[height] = 3 }
            #expect(seen == [1])
        }
        #expect(seen == [1, 6])
    }

    @Test("observers run in the order writes reach them, deterministically")
    func observerOrder() {
        let graph = AttributeGraph()
        let a = graph.input(0, label: "a")
        let b = graph.input(0, label: "b")
        var log: [String] = []
        graph.observer(label: "first") { graph in log.append("first \(graph[b])") }
        graph.observer(label: "second") { graph in log.append("second \(graph[a])") }
        graph.observer(label: "third") { graph in log.append("third \(graph[a] + graph[b])") }
        log.removeAll()
        graph.batch {
            graph[a] = 1
            graph[b] = 1
        }
        #expect(log == ["second 1", "third 2", "first 1"])
    }

    @Test("an observer created in a batch runs when the batch ends")
    func observerCreatedInBatch() {
        let graph = AttributeGraph()
        let value = graph.input(1)
        var seen: [Int] = []
        graph.batch {
            graph.observer { graph in seen.append(graph[value]) }
            graph[value] = 2
            #expect(seen.isEmpty)
        }
        #expect(seen == [2])
    }

    @Test("observers may write inputs; the flush continues until settled")
    func observerWrites() {
        let graph = AttributeGraph()
        let celsius = graph.input(0.0)
        let fahrenheit = graph.input(32.0)
        graph.observer { graph in graph[fahrenheit] = graph[celsius] * 9 / 5 + 32 }
        var seen: [Double] = []
        graph.observer { graph in seen.append(graph[fahrenheit]) }
        graph[celsius] = 100
        #expect(seen == [32, 212])
        #expect(graph.reportedErrors.isEmpty)
    }

    @Test("observers that keep re-triggering each other are stopped and reported")
    func observerLoop() {
        let graph = AttributeGraph()
        let counter = graph.input(0, label: "counter")
        graph.observer(label: "incrementer") { graph in graph[counter] = graph[counter] + 1 }
        #expect(graph.reportedErrors == [.observerLoop(["incrementer"])])
        graph.checkInvariants()
    }

    @Test("an observer loop stopped at the run limit leaves its cycle stale and does not restart at a later read")
    func observerLoopStaysStoppedAtRead() {
        let graph = AttributeGraph()
        let cycle = ClosableCycle(in: graph)
        let (first, second) = (cycle.first, cycle.second)
        let unrelated = graph.input(1, label: "unrelated")
        graph.observer(label: "watch") { graph in _ = graph[first] }
        #expect(graph.reportedErrors.last == .observerLoop(["watch"]))
        graph.clearReportedErrors()
        graph.resetStatistics()

        // `second` computed with a stand-in for `first`: a read re-runs the cycle and reports it.
        _ = graph[second]
        #expect(graph.statistics.rulesEvaluated > 0)
        #expect(graph.reportedErrors.contains(.cycle(["second", "first", "second"])))
        graph.clearReportedErrors()
        graph.resetStatistics()

        #expect(graph[unrelated] == 1)
        #expect(graph.statistics.observersRun == 0)
        #expect(graph.statistics.rulesEvaluated == 0)
        #expect(graph.reportedErrors.count == 0)
        graph.checkInvariants()
    }

    @Test("a cycle an observer's dirty check ran through is stale after the flush, not re-run by a later read")
    func cycleInDirtyCheckLeavesNoWorkForReads() {
        let graph = AttributeGraph()
        let unrelated = graph.input(1, label: "unrelated")
        var echo: Attribute<Int>!
        let constant = graph.rule(initial: 0, label: "constant") { graph in
            _ = graph[echo]
            return 1
        }
        echo = graph.rule(label: "echo") { graph in graph[constant] }
        var seen: [Int] = []
        graph.observer(label: "show") { graph in seen.append(graph[constant]) }
        #expect(seen == [1])
        graph.clearReportedErrors()
        graph.resetStatistics()

        #expect(graph[unrelated] == 1)
        #expect(graph.statistics.rulesEvaluated == 0)
        #expect(graph.reportedErrors.count == 0)
        graph.checkInvariants()
    }

    @Test("observers dropped by an observer loop run again once a write they read breaks the loop")
    func droppedObserversRunAgain() {
        let graph = AttributeGraph()
        let cycle = ClosableCycle(in: graph)
        let (closesLoop, first) = (cycle.closesLoop, cycle.first)
        let tens = graph.rule(label: "tens") { graph in graph[first] * 10 }
        var watched: [Int] = []
        var scaled: [Int] = []
        graph.batch {
            graph.observer(label: "watch") { graph in watched.append(graph[first]) }
            graph.observer(label: "scale") { graph in scaled.append(graph[tens]) }
        }
        #expect(graph.reportedErrors.last == .observerLoop(["watch", "scale"]))
        graph.clearReportedErrors()

        graph[closesLoop] = false
        #expect(watched.last == 7)
        #expect(scaled.last == 70)
        #expect(graph.reportedErrors.count == 0)
        graph.checkInvariants()
    }

    @Test("a removed observer never runs again")
    func removedObserver() {
        let graph = AttributeGraph()
        let value = graph.input(1)
        var runs = 0
        let handle = graph.observer { graph in
            _ = graph[value]
            runs += 1
        }
        graph.remove(handle)
        graph[value] = 2
        #expect(runs == 1)
        #expect(graph.nodeCount == 1)
        graph.remove(handle)
        #expect(graph.reportedErrors == [.staleHandle(handle.description)])
    }

    @Test("a time-driven rule reads the frame time only while it animates")
    func timeDrivenAttribute() {
        let graph = AttributeGraph()
        let time = graph.input(0.0, label: "time")
        let target = graph.input(0.0, label: "target")
        let start = graph.input(0.0, label: "start")
        let startTime = graph.input(0.0, label: "startTime")
        // Animates over one second from `start` to `target`; once done, it no longer reads `time`.
        let position = graph.rule(label: "position") { graph in
            let elapsed = graph.untracked { graph[time] } - graph[startTime]
            if elapsed >= 1 || graph[start] == graph[target] { return graph[target] }
            let progress = max(0, graph[time] - graph[startTime])
            return graph[start] + (graph[target] - graph[start]) * progress
        }
        #expect(graph[position] == 0)
        graph.batch {
            graph[start] = 0
            graph[target] = 10
            graph[startTime] = graph[time]
        }
        graph.resetStatistics()
        var frames: [Double] = []
        for frame in 1...4 {
            graph[time] = Double(frame) * 0.25
            frames.append(graph[position])
        }
        #expect(frames == [2.5, 5, 7.5, 10])
        #expect(graph.statistics.rulesEvaluated == 4)
        graph.resetStatistics()
        for frame in 5...8 {
            graph[time] = Double(frame) * 0.25
            #expect(graph[position] == 10)
        }
        #expect(graph.statistics.rulesEvaluated == 0)
        #expect(!graph.inputs(of: position).contains(time.id))
    }
}
