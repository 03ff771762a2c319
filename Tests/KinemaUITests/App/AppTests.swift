import KinemaRender
import Testing

@testable import KinemaUI

/// What the apps below saw, in order.
@MainActor
private final class PhaseLog {
    static var shared = PhaseLog()
    var appPhases: [ScenePhase] = []
    var viewPhases: [ScenePhase] = []
}

private struct PhaseView: View {
    @Environment(\.scenePhase) private var phase
    var body: some View {
        Text("\(phase)").onChange(of: phase) { _, new in PhaseLog.shared.viewPhases.append(new) }
    }
}

private struct PhaseApp: App {
    @Environment(\.scenePhase) private var scenePhase
    var body: some Scene {
        WindowGroup("Phases") { PhaseView() }
            .onChange(of: scenePhase) { old, new in PhaseLog.shared.appPhases.append(new) }
    }
}

private struct CounterApp: App {
    @State private var launches = 0
    var body: some Scene {
        WindowGroup {
            Text("count \(launches)").onKeyPress("+") {
                launches += 1
                return .handled
            }
        }
    }
}

@Suite("App")
@MainActor
struct AppTests {
    @Test("an app's description names its first window group's title and identifier")
    func primaryWindow() {
        #expect(PhaseApp().primaryWindow() == AppWindowDescription(title: "Phases", id: nil))
        #expect(CounterApp().primaryWindow() == AppWindowDescription(title: nil, id: nil))
    }

    @Test("an app's @State lives in its root view's node: a key press updates the app's body")
    func appState() {
        let host = HeadlessHost(width: 10, height: 1) { AppRootView(CounterApp()) }
        #expect(host.lines == [" count 0  "])
        host.type("+")
        host.type("+")
        #expect(host.lines == [" count 2  "])
    }

    @Test("the scene phase reaches the app's @Environment and the views; each change runs both onChange handlers")
    func scenePhaseChanges() {
        PhaseLog.shared = PhaseLog()
        let host = HeadlessHost(width: 10, height: 1) { AppRootView(PhaseApp()) }
        #expect(host.host.scenePhase == .active)
        #expect(host.lines == ["  active  "])
        host.host.scenePhase = .background
        // Applied by the setter: the handlers ran before it returned.
        #expect(PhaseLog.shared.appPhases == [.background])
        #expect(PhaseLog.shared.viewPhases == [.background])
        host.host.scenePhase = .background
        host.host.scenePhase = .active
        host.update()
        #expect(PhaseLog.shared.appPhases == [.background, .active])
        #expect(PhaseLog.shared.viewPhases == [.background, .active])
        #expect(host.lines == ["  active  "])
    }

    @Test("focus-out makes an active scene inactive and focus-in makes it active again")
    func focusFollowsPhase() {
        PhaseLog.shared = PhaseLog()
        let host = HeadlessHost(width: 10, height: 1) { AppRootView(PhaseApp()) }
        host.send(.windowFocus(false))
        #expect(host.host.scenePhase == .inactive)
        #expect(host.lines == [" inactive "])
        host.send(.windowFocus(false))
        host.send(.windowFocus(true))
        #expect(host.host.scenePhase == .active)
        #expect(PhaseLog.shared.viewPhases == [.inactive, .active])
    }

    @Test("a focus report does not wake a suspended (background) scene")
    func focusWhileInBackground() {
        let host = HeadlessHost(width: 10, height: 1) { PhaseView() }
        host.host.scenePhase = .background
        host.send(.windowFocus(true))
        #expect(host.host.scenePhase == .background)
    }

    @Test("scene phases are ordered background < inactive < active")
    func phaseOrder() {
        #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
        #expect([ScenePhase.active, .background, .inactive].sorted() == [.background, .inactive, .active])
    }
}
