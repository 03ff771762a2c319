import Foundation
import Testing

@testable import KinemaUI

/// A fresh, empty `UserDefaults` suite, removed again by `finish()`.
@MainActor
private final class TestDefaults {
    let name = "kinema.tests.\(UUID().uuidString)"
    let store: UserDefaults

    init() {
        store = UserDefaults(suiteName: name)!
    }

    func finish() {
        store.removePersistentDomain(forName: name)
    }
}

private enum Theme: String {
    case light, dark
}

private enum Size: Int {
    case small = 1, large = 2
}

/// Shows an `@AppStorage` Int from `store` and adds one on "+".
private struct Counter: View {
    let store: UserDefaults
    let key: String

    var body: some View {
        Inner(count: AppStorage(wrappedValue: 0, key, store: store))
    }

    struct Inner: View {
        @AppStorage var count: Int
        var body: some View {
            Text("n=\(count)").onKeyPress("+") {
                count += 1
                return .handled
            }
        }
    }
}

private struct ThemeView: View {
    @AppStorage("theme") private var theme = Theme.light
    @AppStorage("size") private var size = Size.small
    @AppStorage("nickname") private var nickname: String?
    var body: some View {
        Text("\(theme.rawValue) \(size.rawValue) \(nickname ?? "-")").onKeyPress("x") {
            theme = .dark
            size = .large
            nickname = nickname == nil ? "kim" : nil
            return .handled
        }
    }
}

private struct Draft: View {
    @SceneStorage("draft") private var draft = ""
    var body: some View {
        Text("[\(draft)]").onKeyPress { press in
            guard press.characters != "!" else { return .ignored }
            draft += press.characters
            return .handled
        }
    }
}

private struct DraftScreen: View {
    @State private var shown = true
    var body: some View {
        VStack {
            if shown { Draft() }
            Text("").onKeyPress("!") {
                shown.toggle()
                return .handled
            }
        }
    }
}

@Suite("AppStorage and SceneStorage")
@MainActor
struct AppStorageTests {
    @Test("two views reading one key both show a write made by either, and the value is in the store")
    func sharedKey() {
        let defaults = TestDefaults()
        defer { defaults.finish() }
        let store = defaults.store
        let host = HeadlessHost(width: 6, height: 2) {
            VStack(spacing: 0) {
                Counter(store: store, key: "count")
                Counter(store: store, key: "count")
            }
        }
        #expect(host.lines == [" n=0  ", " n=0  "])
        host.type("+")
        #expect(host.lines == [" n=1  ", " n=1  "])
        #expect(store.object(forKey: "count") as? Int == 1)
        store.set(7, forKey: "count")
        host.type("+")
        #expect(host.lines == [" n=8  ", " n=8  "])
    }

    @Test("a missing key or a value of another type reads as the default")
    func defaults() {
        let defaults = TestDefaults()
        defer { defaults.finish() }
        defaults.store.set("seven", forKey: "n")
        let number = AppStorage(wrappedValue: 3, "n", store: defaults.store)
        #expect(number.wrappedValue == 3)
        let flag = AppStorage(wrappedValue: true, "missing", store: defaults.store)
        #expect(flag.wrappedValue == true)
    }

    @Test("numbers cross Int and Double when exact; a URL round-trips as its string")
    func numbersAndURLs() {
        let defaults = TestDefaults()
        defer { defaults.finish() }
        let store = defaults.store
        store.set(12.0, forKey: "whole")
        store.set(12.5, forKey: "half")
        store.set(4, forKey: "int")
        #expect(AppStorage(wrappedValue: 0, "whole", store: store).wrappedValue == 12)
        #expect(AppStorage(wrappedValue: 0, "half", store: store).wrappedValue == 0)
        #expect(AppStorage(wrappedValue: 0.0, "int", store: store).wrappedValue == 4.0)
        let url = AppStorage(wrappedValue: URL(string: "https://a.example")!, "link", store: store)
        url.wrappedValue = URL(string: "https://kinema.example/docs?page=2")!
        #expect(store.object(forKey: "link") as? String == "https://kinema.example/docs?page=2")
        #expect(url.wrappedValue.absoluteString == "https://kinema.example/docs?page=2")
        let data = AppStorage(wrappedValue: Data(), "blob", store: store)
        data.wrappedValue = Data([1, 2, 3])
        #expect(data.wrappedValue == Data([1, 2, 3]))
    }

    @Test("raw-representable values store their raw value; an optional nil removes the key; defaultAppStorage picks the store")
    func rawAndOptional() {
        let defaults = TestDefaults()
        defer { defaults.finish() }
        let store = defaults.store
        store.set("sepia", forKey: "theme")
        let host = HeadlessHost(width: 12, height: 1) { ThemeView().defaultAppStorage(store) }
        #expect(host.lines == [" light 1 -  "])
        host.type("x")
        #expect(host.lines == [" dark 2 kim "])
        #expect(store.object(forKey: "theme") as? String == "dark")
        #expect(store.object(forKey: "size") as? Int == 2)
        host.type("x")
        #expect(host.lines == ["  dark 2 -  "])
        #expect(store.object(forKey: "nickname") == nil)
    }

    @Test("scene storage keeps a value while its view is removed and shown again")
    func sceneStorage() {
        SceneStorageValues.shared.values = [:]
        let host = HeadlessHost(width: 8, height: 2) { DraftScreen() }
        host.type("ab")
        #expect(host.lines[0] == "  [ab]  ")
        host.type("!")
        #expect(host.lines[0] == "        ")
        host.type("!")
        #expect(host.lines[0] == "  [ab]  ")
        #expect(SceneStorageValues.shared.values["draft"] as? String == "ab")
    }
}
