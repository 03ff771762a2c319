import KinemaAnimation
import KinemaRender
import Testing

@testable import KinemaUI

private struct AccentKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    fileprivate var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

private struct ShowsAccent: View {
    @Environment(\.accent) private var accent

    var body: some View { Text(accent) }
}

private struct Parent: View {
    @State private var value = 1

    var body: some View {
        VStack {
            Button("inc") { value += 1 }
            Child(value: $value)
        }
    }
}

private struct Child: View {
    @Binding var value: Int

    var body: some View {
        Button("child \(value)") { value *= 10 }
    }
}

@MainActor
private final class Events {
    var log: [String] = []
}

/// A view whose body draws its animatable data: animated, the body re-runs every frame.
private struct Meter: View, @MainActor Animatable {
    var level: Double

    var animatableData: Double {
        get { level }
        set { level = newValue }
    }

    var body: some View { Text(String(repeating: "#", count: Int(level.rounded()))) }
}

@MainActor
@Suite("Data flow")
struct DataFlowTests {
    @Test("a custom environment value reaches descendants and updates them")
    func customEnvironment() {
        let model = Model()
        let host = HeadlessHost(width: 6, height: 1) {
            ShowsAccent().environment(\.accent, model.flag ? "cyan" : "red")
        }
        #expect(host.lines == [" red  "])
        model.flag = true
        host.update()
        #expect(host.lines == [" cyan "])
    }

    @Test("a binding writes through to the parent's state")
    func bindingWritesThrough() {
        let host = HeadlessHost(width: 10, height: 2) { Parent() }
        #expect(host.lines == ["   inc    ", " child 1  "])
        host.click(x: 3, y: 1)
        #expect(host.lines[1] == " child 10 ")
        host.click(x: 4, y: 0)
        #expect(host.lines[1] == " child 11 ")
    }

    @Test("onAppear, onChange and onDisappear run after their updates, in order")
    func lifecycle() {
        let model = Model()
        let events = Events()
        let host = HeadlessHost(width: 10, height: 1) {
            if !model.flag {
                Text("\(model.value)")
                    .onAppear { events.log.append("appear") }
                    .onChange(of: model.value) { old, new in events.log.append("change \(old)→\(new)") }
                    .onDisappear { events.log.append("disappear") }
            }
        }
        #expect(events.log == ["appear"])
        model.value = 3
        host.update()
        #expect(events.log == ["appear", "change 0→3"])
        model.flag = true
        host.update()
        #expect(events.log == ["appear", "change 0→3", "disappear"])
    }

    @Test("an Animatable view re-runs its body every frame with interpolated data")
    func animatableViewBody() {
        let model = Model()
        let host = HeadlessHost(width: 10, height: 1) {
            Meter(level: model.x).frame(width: 10, alignment: .leading)
        }
        withAnimation(.linear(duration: 1)) { model.x = 10 }
        host.advance(by: 0.3)
        #expect(host.lines == ["###       "])
        host.advance(by: 0.4)
        #expect(host.lines == ["#######   "])
        host.advance(by: 0.5)
        #expect(host.lines == ["##########"])
    }

    @Test("a key press reaches onKeyPress handlers; Tab cycles focus both ways")
    func keys() {
        let events = Events()
        let host = HeadlessHost(width: 12, height: 1) {
            HStack {
                Button("a") { events.log.append("a") }
                Button("b") { events.log.append("b") }
            }
            .onKeyPress("x") {
                events.log.append("x")
                return .handled
            }
        }
        host.press("x")
        host.press(.tab)
        host.press(.tab)
        host.press(.return)
        host.press(.tab, modifiers: .shift)
        host.press(.space)
        #expect(events.log == ["x", "b", "a"])
    }
}
