import Foundation
import Kinema
import Testing

/// The samples, written as SwiftUI code is written (points, fonts, SF Symbols, `import Kinema` the
/// only change), rendered headless in points mode (8 × 16 points per cell) and compared with golden
/// frames. Interactions and time use the host's input methods and manual clock.
@MainActor
@Suite("SwiftUI samples in points mode")
struct SampleGoldenTests {
    private func host<V: View>(_ width: Int, _ height: Int, _ view: V) -> HeadlessHost {
        HeadlessHost(width: width, height: height, units: .points) { view }
    }

    @Test("a profile header: an SF Symbol in a large title font, a headline and a secondary handle")
    func profileHeader() throws {
        try GoldenFrames.expect(host(44, 5, ProfileHeader()), "ProfileHeader")
    }

    @Test("a settings list of labels, values and chevrons with dividers")
    func settingsList() throws {
        try GoldenFrames.expect(host(40, 5, SettingsList()), "SettingsList")
    }

    @Test("a counter: a large rounded number and two buttons that change it")
    func counter() throws {
        let host = host(20, 4, CounterView())
        try GoldenFrames.expect(host, "Counter")
        let row = try #require(host.lines.firstIndex { $0.contains("+") })
        let column = try #require(host.lines[row].firstIndex(of: "+"))
        host.click(x: host.lines[row].distance(from: host.lines[row].startIndex, to: column), y: row)
        host.click(x: host.lines[row].distance(from: host.lines[row].startIndex, to: column), y: row)
        try GoldenFrames.expect(host, "Counter-2")
    }

    @Test("a like button: a tap fills the heart in red, with a spring")
    func likeButton() throws {
        let host = host(9, 3, LikeButton())
        try GoldenFrames.expect(host, "LikeButton")
        host.click(x: 4, y: 1)
        host.advance(by: 2)
        try GoldenFrames.expect(host, "LikeButton-liked")
    }

    @Test("a login form: rounded fields, a prominent button; typing and signing in")
    func loginForm() throws {
        let host = host(44, 16, LoginForm())
        try GoldenFrames.expect(host, "LoginForm")
        let row = try #require(host.lines.firstIndex { $0.contains("Email") })
        host.click(x: 10, y: row)
        host.type("ana@example.com")
        let button = try #require(host.lines.firstIndex { $0.contains("Sign In") })
        let column = host.lines[button].distance(
            from: host.lines[button].startIndex, to: try #require(host.lines[button].range(of: "Sign In")).lowerBound)
        host.click(x: column + 1, y: button)
        try GoldenFrames.expect(host, "LoginForm-signed-in")
    }

    @Test("a weather card: a large symbol, a title, a caption and a light large temperature")
    func weatherCard() throws {
        try GoldenFrames.expect(
            host(42, 5, WeatherCard(city: "Cupertino", temperature: 72, condition: "Partly Cloudy")), "WeatherCard")
    }

    @Test("a notification badge overlaid on a bell")
    func notificationBadge() throws {
        try GoldenFrames.expect(host(10, 4, NotificationBadge(count: 3)), "NotificationBadge")
    }

    @Test("a progress bar drawn with a GeometryReader and two rectangles")
    func progressBar() throws {
        try GoldenFrames.expect(host(32, 3, ProgressBar(progress: 0.4)), "ProgressBar")
    }

    @Test("a greeting fades in over a second on appear")
    func fadeIn() throws {
        let host = host(20, 1, FadeInGreeting())
        try GoldenFrames.expect(host, "FadeInGreeting-start")
        host.advance(by: 1.1)
        try GoldenFrames.expect(host, "FadeInGreeting-end")
    }

    @Test("a banner slides in from the top when Save is pressed")
    func slideInBanner() throws {
        let host = host(25, 10, SlideInBanner())
        try GoldenFrames.expect(host, "SlideInBanner")
        let row = try #require(host.lines.firstIndex { $0.contains("Save") })
        let column = host.lines[row].distance(
            from: host.lines[row].startIndex, to: try #require(host.lines[row].range(of: "Save")).lowerBound)
        host.click(x: column + 1, y: row)
        host.advance(by: 0.6)
        try GoldenFrames.expect(host, "SlideInBanner-shown")
    }

    @Test("the type scale: titles bold, light captions dim, italics, underline, strikethrough")
    func typeScale() throws {
        try GoldenFrames.expect(host(16, 8, TypeScale()), "TypeScale")
    }

    @Test("a price tag made of three texts joined with +")
    func priceTag() throws {
        try GoldenFrames.expect(host(32, 1, PriceTag(price: 42.5)), "PriceTag")
    }

    @Test("a centred quote wraps and centres each line")
    func centeredQuote() throws {
        try GoldenFrames.expect(host(24, 6, CenteredQuote()), "CenteredQuote")
    }

    @Test("file names cut to one line at the middle, the tail and the head")
    func fileNames() throws {
        try GoldenFrames.expect(host(22, 3, FileNameRow()), "FileNameRow")
    }

    @Test("DispatchQueue.main.asyncAfter changes a label after two seconds of the host's clock")
    func delayedMessage() throws {
        let host = host(16, 1, DelayedMessage())
        try GoldenFrames.expect(host, "DelayedMessage")
        host.advance(by: 1.9)
        #expect(host.lines[0].contains("Loading"))
        host.advance(by: 0.2)
        try GoldenFrames.expect(host, "DelayedMessage-done")
    }

    @Test("colorScheme is dark on a headless host, and preferredColorScheme(.light) turns the screen light")
    func appearance() throws {
        try GoldenFrames.expect(host(16, 1, AppearanceInfo()), "AppearanceInfo")
        let light = host(16, 1, LightAppearanceInfo())
        light.update()
        try GoldenFrames.expect(light, "AppearanceInfo-light")
    }

    @Test("an @Observable cart in the environment, read with @Environment(Cart.self)")
    func shoppingCart() throws {
        let host = host(16, 6, ShoppingCartScreen())
        try GoldenFrames.expect(host, "ShoppingCart")
        let row = try #require(host.lines.firstIndex { $0.contains("Add Milk") })
        let column = host.lines[row].distance(
            from: host.lines[row].startIndex, to: try #require(host.lines[row].range(of: "Add Milk")).lowerBound)
        host.click(x: column + 1, y: row)
        try GoldenFrames.expect(host, "ShoppingCart-added")
    }

    @Test("@Bindable makes bindings to an @Observable book's properties")
    func bookEditor() throws {
        let book = Book()
        let host = host(32, 4, BookEditor(book: book))
        try GoldenFrames.expect(host, "BookEditor")
        let row = try #require(host.lines.firstIndex { $0.contains("Dune") })
        host.click(x: 3, y: row)
        host.press(.end)
        host.type(" Messiah")
        #expect(book.title == "Dune Messiah")
        try GoldenFrames.expect(host, "BookEditor-edited")
    }

    @Test("a file with a PreviewProvider compiles, and its previews render")
    func previews() throws {
        try GoldenFrames.expect(host(24, 3, GreetingView_Previews.previews), "GreetingPreview")
    }

    @Test("bordered and prominent destructive buttons")
    func actionButtons() throws {
        let host = host(26, 3, ActionButtons())
        try GoldenFrames.expect(host, "ActionButtons")
    }

    @Test("a drag moves a square by its translation in points")
    func draggableSquare() throws {
        let host = host(25, 8, DraggableSquare())
        try GoldenFrames.expect(host, "DraggableSquare")
        host.drag(from: Point(x: 12, y: 4), to: Point(x: 18, y: 6))
        try GoldenFrames.expect(host, "DraggableSquare-dragged")
    }

    @Test("a ZStack of a colour and white text")
    func layeredCard() throws {
        try GoldenFrames.expect(host(27, 6, LayeredCard()), "LayeredCard")
    }

    @Test("a ForEach of labels, and the icon-only and title-only label styles")
    func fruitList() throws {
        try GoldenFrames.expect(host(14, 7, FruitList()), "FruitList")
    }

    @Test("a bar springs wider when Expand is pressed")
    func expandingBar() throws {
        let host = host(36, 3, ExpandingBar())
        try GoldenFrames.expect(host, "ExpandingBar")
        host.click(x: 3, y: 2)
        host.advance(by: 0.1)
        try GoldenFrames.expect(host, "ExpandingBar-moving")
        host.advance(by: 2)
        try GoldenFrames.expect(host, "ExpandingBar-expanded")
    }

    @Test("a GeometryReader reads its size in points")
    func sizeReadout() throws {
        try GoldenFrames.expect(host(27, 5, SizeReadout()), "SizeReadout")
    }

    @Test("a star rating bound to state: a tap sets the rating")
    func starRating() throws {
        let host = host(14, 2, StarRatingScreen())
        try GoldenFrames.expect(host, "StarRating")
        let stars = host.lines[0]
        let fifth = stars.distance(from: stars.startIndex, to: try #require(stars.lastIndex { $0 != " " }))
        host.click(x: fifth, y: 0)
        try GoldenFrames.expect(host, "StarRating-five")
    }

    @Test("player controls: a plain button toggles play and pause")
    func playerControls() throws {
        let host = host(24, 2, PlayerControls())
        try GoldenFrames.expect(host, "PlayerControls")
        let row = host.lines[1]
        let play = row.distance(from: row.startIndex, to: try #require(row.firstIndex(of: "▶")))
        host.click(x: play, y: 1)
        try GoldenFrames.expect(host, "PlayerControls-playing")
    }

    @Test("a recording dot pulses forever: blended toward the background half a second in, faintest at a second")
    func pulsingDot() throws {
        let host = host(10, 1, PulsingDot())
        try GoldenFrames.expect(host, "PulsingDot")
        host.advance(by: 0.5)
        try GoldenFrames.expect(host, "PulsingDot-half")
        host.advance(by: 0.5)
        try GoldenFrames.expect(host, "PulsingDot-1s")
    }

    @Test("a tip calculator: a field, percentage buttons and a joined total")
    func tipCalculator() throws {
        let host = host(32, 7, TipCalculator())
        try GoldenFrames.expect(host, "TipCalculator")
        let row = try #require(host.lines.firstIndex { $0.contains("20%") })
        let column = host.lines[row].distance(
            from: host.lines[row].startIndex, to: try #require(host.lines[row].range(of: "20%")).lowerBound)
        host.click(x: column, y: row)
        try GoldenFrames.expect(host, "TipCalculator-20")
    }

    @Test("the README's ContentView: Return on the focused button counts, q dismisses")
    func readmeContentView() throws {
        let host = host(30, 10, ContentView())
        try GoldenFrames.expect(host, "ContentView")
        host.press(.tab)
        host.press(.return)
        host.press(.return)
        try GoldenFrames.expect(host, "ContentView-2")
        #expect(!host.host.isFinished)
        host.type("q")
        #expect(host.host.isFinished)
    }

    @Test("a toggle, a slider and a stepper in points: Space flips, arrows slide and step, a click on the track")
    func displaySettings() throws {
        let host = host(36, 6, DisplaySettings())
        try GoldenFrames.expect(host, "DisplaySettings")
        host.press(.tab)
        host.press(.space)
        host.press(.tab)
        host.press(.rightArrow)
        host.press(.tab)
        for _ in 0..<4 { host.press(.upArrow) }
        host.advance(by: 1)
        try GoldenFrames.expect(host, "DisplaySettings-changed")
        #expect(host.lines.contains { $0.contains("Font Size: 21") })
    }
}
