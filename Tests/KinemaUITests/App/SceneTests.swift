import KinemaRender
import Testing

@testable import KinemaUI

private struct Extra: Scene {
    var body: some Scene {
        WindowGroup("Extra", id: "extra") { Text("extra") }
    }
}

private struct Conditional: Scene {
    let showsFirst: Bool
    var body: some Scene {
        if showsFirst {
            WindowGroup("First") { Text("first") }
        } else {
            WindowGroup("Second") { Text("second") }
        }
    }
}

private struct NoWindow: Scene {
    var body: some Scene {
        if false {
            WindowGroup { Text("never") }
        }
    }
}

/// Shows the text of a scene's window in a headless host.
@MainActor
private func lines(of scene: some Scene, width: Int = 8) -> [String]? {
    guard let window = scene.resolvedWindow() else { return nil }
    let content = window.content
    return HeadlessHost(width: width, height: 1) { AnyView(erasing: content) }.lines
}

@Suite("Scene and WindowGroup")
@MainActor
struct SceneTests {
    @Test("each WindowGroup initialiser keeps its title and identifier")
    func titlesAndIdentifiers() {
        #expect(WindowGroup { Text("a") }.resolvedWindow().map { [$0.title, $0.id] } == [nil, nil])
        #expect(WindowGroup("Notes") { Text("a") }.resolvedWindow().map { [$0.title, $0.id] } == ["Notes", nil])
        #expect(WindowGroup(Text("Notes")) { Text("a") }.resolvedWindow()?.title == "Notes")
        #expect(WindowGroup(id: "main") { Text("a") }.resolvedWindow().map { [$0.title, $0.id] } == [nil, "main"])
        #expect(
            WindowGroup(Text("T"), id: "main") { Text("a") }.resolvedWindow().map { [$0.title, $0.id] } == ["T", "main"])
        let substring = "Notes app".prefix(5)
        #expect(
            WindowGroup(substring, id: "n") { Text("a") }.resolvedWindow().map { [$0.title, $0.id] } == ["Notes", "n"])
    }

    @Test("of several scenes the first WindowGroup is the window, found through custom scenes' bodies")
    func firstWindowGroupWins() {
        @SceneBuilder var scenes: some Scene {
            NoWindow()
            Extra()
            WindowGroup("Main") { Text("main") }
        }
        let window = scenes.resolvedWindow()
        #expect(window?.title == "Extra" && window?.id == "extra")
        #expect(lines(of: scenes) == [" extra  "])
    }

    @Test("if/else in a scene body picks the branch's window; a false if yields no window")
    func conditionalScenes() {
        #expect(Conditional(showsFirst: true).resolvedWindow()?.title == "First")
        #expect(lines(of: Conditional(showsFirst: false)) == [" second "])
        #expect(NoWindow().resolvedWindow() == nil)
    }

    @Test("a scene's layout units reach its window; without the modifier none are chosen")
    func layoutUnits() {
        #expect(WindowGroup { Text("a") }.layoutUnits(.points).resolvedWindow()?.units == .points)
        #expect(WindowGroup { Text("a") }.resolvedWindow()?.units == nil)
    }

    @Test("scene modifiers apply to the window's root view")
    func sceneEnvironment() {
        let scene = WindowGroup { EnvironmentEcho() }.environment(\.isEnabled, false)
        #expect(lines(of: scene) == ["  off   "])
    }
}

private struct EnvironmentEcho: View {
    @Environment(\.isEnabled) private var isEnabled
    var body: some View { Text(isEnabled ? "on" : "off") }
}
