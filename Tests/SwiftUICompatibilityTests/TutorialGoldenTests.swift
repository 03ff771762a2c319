import Foundation
import Kinema
import Testing

/// Views from Apple's SwiftUI tutorials (Landmarks) and settings screens as tutorials write them,
/// pasted with `import Kinema`; each file says what had to change and why. Rendered headless in
/// points mode and compared with golden frames.
@MainActor
@Suite("SwiftUI tutorial views in points mode")
struct TutorialGoldenTests {
    private func host<V: View>(_ width: Int, _ height: Int, _ view: V) -> HeadlessHost {
        LandmarkArt.register()
        return HeadlessHost(width: width, height: height, units: .points) { view }
    }

    @Test("the Landmarks list: rows with an image, a name and a star; the favourites toggle filters them")
    func landmarkList() throws {
        let host = host(44, 14, LandmarkList(landmarks: sampleLandmarks))
        try GoldenFrames.expect(host, "LandmarkList")
        #expect(host.lines.contains { $0.contains("Silver Salmon Creek") })
        let row = try #require(host.lines.firstIndex { $0.contains("Favorites only") })
        host.click(x: 4, y: row)
        host.advance(by: 1)
        try GoldenFrames.expect(host, "LandmarkList-favorites")
        #expect(!host.lines.contains { $0.contains("Silver Salmon Creek") })
    }

    @Test("the tutorial's FavoriteButton: an icon-only label, grey star off, yellow star on")
    func favoriteButton() throws {
        let host = host(44, 5, LandmarkHeader())
        try GoldenFrames.expect(host, "LandmarkHeader")
        let row = try #require(host.lines.firstIndex { $0.contains("☆") })
        let line = host.lines[row]
        host.click(x: line.distance(from: line.startIndex, to: try #require(line.firstIndex(of: "☆"))), y: row)
        try GoldenFrames.expect(host, "LandmarkHeader-favorite")
        #expect(host.lines[row].contains("★"))
    }

    @Test("the ProfileEditor in a Form: a trailing text field, a toggle and a seasonal-photo menu")
    func profileEditor() throws {
        let host = host(40, 8, ProfileEditorHost())
        try GoldenFrames.expect(host, "ProfileEditor")
        let row = try #require(host.lines.firstIndex { $0.contains("Seasonal Photo") })
        let line = host.lines[row]
        host.click(x: line.distance(from: line.startIndex, to: try #require(line.firstIndex(of: "▾"))), y: row)
        try GoldenFrames.expect(host, "ProfileEditor-menu")
        host.press(.home)
        host.press(.return)
        #expect(host.lines.contains { $0.contains("g_kumar · on · 🌷") })
    }

    @Test("a settings form with a group box and a disclosure group that expands")
    func privacySettings() throws {
        let host = host(40, 12, PrivacySettings())
        try GoldenFrames.expect(host, "PrivacySettings")
        let row = try #require(host.lines.firstIndex { $0.contains("Advanced") })
        host.click(x: 3, y: row)
        host.advance(by: 0.5)
        try GoldenFrames.expect(host, "PrivacySettings-advanced")
        #expect(host.lines.contains { $0.contains("Keep logs 30 days") })
    }

    @Test("the tutorial's CircleImage and detail view: a clipped, outlined image over a title and text")
    func landmarkDetail() throws {
        try GoldenFrames.expect(host(44, 14, LandmarkDetail()), "LandmarkDetail")
    }
}
