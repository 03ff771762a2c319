// Past 400 lines on purpose: one data table (symbol name → glyph), a line per entry; splitting it
// by letter would only scatter the lookup.

import KinemaRender

/// SF Symbol names mapped to Unicode glyphs, for ``Image/init(systemName:)``.
///
/// Most glyphs are one cell of text presentation from blocks that common terminal fonts cover
/// (Arrows, Geometric Shapes, Miscellaneous Symbols and Technical, Dingbats); where Unicode only has
/// an emoji (bells, locks, animals) the glyph is an emoji with emoji presentation, two cells wide,
/// which ``DisplayWidth`` measures as such. Glyphs with a default text presentation outside the
/// Basic Multilingual Plane are avoided, with or without VS16, because terminals disagree on their
/// width (tmux draws `🗑️` in one cell, `DisplayWidth` and most terminals in two). A few symbols are
/// two or three characters (`forward.fill` is `▶▶`, `terminal` is `>_`). `.fill` variants use
/// Unicode's filled form where one exists (`heart` ♡, `heart.fill` ♥), else the same glyph.
///
/// A symbol may carry its own colour, used under `.symbolRenderingMode(.multicolor)`.
enum SymbolCatalog {
    struct Entry: Equatable {
        let glyph: String
        let color: Color?
    }

    /// The entry for `name`, or `nil` for a name the catalog does not know.
    static func entry(named name: String) -> Entry? { entries[name] }

    /// Every known name (sorted), for documentation and tests.
    static var names: [String] { entries.keys.sorted() }

    private static let entries: [String: Entry] = {
        var result: [String: Entry] = [:]
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 2 else { continue }
            result[String(fields[0])] = Entry(
                glyph: String(fields[1]), color: fields.count > 2 ? color(named: fields[2]) : nil)
        }
        return result
    }()

    private static func color(named name: Substring) -> Color? {
        switch name {
        case "red": .red
        case "orange": .orange
        case "yellow": .yellow
        case "green": .green
        case "blue": .blue
        case "cyan": .cyan
        case "purple": .purple
        case "pink": .pink
        case "brown": .brown
        case "gray": .gray
        case "white": .white
        default: nil
        }
    }

    /// `name glyph [multicolor colour]`, one symbol a line. Kept as text: a dictionary literal of this
    /// size is slow to type-check.
    private static let table = """
        heart ♡
        heart.fill ♥ red
        heart.circle ♡
        heart.circle.fill ♥ red
        suit.heart ♡
        suit.heart.fill ♥ red
        suit.spade ♤
        suit.spade.fill ♠
        suit.club ♧
        suit.club.fill ♣
        suit.diamond ♢
        suit.diamond.fill ♦ red
        star ☆
        star.fill ★ yellow
        star.circle ✪
        star.circle.fill ✪ yellow
        sparkle ✦ yellow
        sparkles ✨
        checkmark ✓
        checkmark.circle ✓ green
        checkmark.circle.fill ✔ green
        checkmark.square ☑
        checkmark.square.fill ☑ green
        xmark ✕
        xmark.circle ⊗
        xmark.circle.fill ✖ red
        xmark.square ☒
        xmark.square.fill ☒ red
        xmark.octagon ⛔
        xmark.octagon.fill ⛔
        plus +
        plus.circle ⊕
        plus.circle.fill ⊕ green
        plus.square ⊞
        plus.square.fill ⊞
        minus −
        minus.circle ⊖
        minus.circle.fill ⊖ red
        minus.square ⊟
        minus.square.fill ⊟
        multiply ×
        divide ÷
        equal =
        plusminus ±
        lessthan <
        greaterthan >
        percent %
        number #
        at @
        infinity ∞
        sum ∑
        function ƒ
        x.squareroot √
        exclamationmark !
        exclamationmark.circle !
        exclamationmark.circle.fill ❗
        exclamationmark.triangle ⚠ yellow
        exclamationmark.triangle.fill ⚠ yellow
        exclamationmark.octagon ⛔
        exclamationmark.octagon.fill ⛔
        questionmark ?
        questionmark.circle ?
        questionmark.circle.fill ❓
        info ℹ
        info.circle ⓘ blue
        info.circle.fill ⓘ blue
        nosign ⊘ red
        slash.circle ⊘
        circle ○
        circle.fill ●
        circle.circle ◎
        circle.circle.fill ◉
        largecircle.fill.circle ◉
        circle.lefthalf.filled ◐
        circle.righthalf.filled ◑
        circle.tophalf.filled ◓
        circle.bottomhalf.filled ◒
        circle.dotted ◌
        circle.dashed ◌
        square □
        square.fill ■
        square.dashed ⬚
        square.lefthalf.filled ◧
        square.righthalf.filled ◨
        square.grid.2x2 ⊞
        square.grid.2x2.fill ▦
        square.grid.3x3 ▦
        square.on.square ❐
        square.stack ❐
        rectangle ▭
        rectangle.fill ▬
        rectangle.portrait ▯
        rectangle.portrait.fill ▮
        triangle △
        triangle.fill ▲
        diamond ◇
        diamond.fill ◆
        hexagon ⬡
        hexagon.fill ⬢
        pentagon ⬠
        pentagon.fill ⬟
        line.diagonal ╱
        arrow.up ↑
        arrow.down ↓
        arrow.left ←
        arrow.right →
        arrow.backward ←
        arrow.forward →
        arrow.up.left ↖
        arrow.up.right ↗
        arrow.down.left ↙
        arrow.down.right ↘
        arrow.left.and.right ↔
        arrow.up.and.down ↕
        arrow.up.circle ⇑
        arrow.down.circle ⇓
        arrow.left.circle ⇐
        arrow.right.circle ⇒
        arrow.up.circle.fill ⬆
        arrow.down.circle.fill ⬇
        arrow.left.circle.fill ⬅
        arrow.right.circle.fill ➡
        arrow.up.square ⇑
        arrow.down.square ⇓
        arrow.up.square.fill ⬆
        arrow.down.square.fill ⬇
        arrow.clockwise ↻
        arrow.counterclockwise ↺
        arrow.triangle.2.circlepath ⟳
        arrow.2.circlepath ⟲
        arrow.uturn.left ↩
        arrow.uturn.right ↪
        arrow.uturn.backward ↩
        arrow.uturn.forward ↪
        arrow.turn.down.left ↲
        arrow.turn.down.right ↳
        arrow.turn.up.left ↰
        arrow.turn.up.right ↱
        arrow.right.arrow.left ⇄
        arrow.left.arrow.right ⇆
        arrow.up.arrow.down ⇅
        arrow.down.arrow.up ⇵
        arrow.up.to.line ⤒
        arrow.down.to.line ⤓
        arrow.left.to.line ⇤
        arrow.right.to.line ⇥
        arrow.up.left.and.arrow.down.right ⤡
        arrow.down.left.and.arrow.up.right ⤢
        arrowtriangle.up ▵
        arrowtriangle.up.fill ▴
        arrowtriangle.down ▿
        arrowtriangle.down.fill ▾
        arrowtriangle.left ◃
        arrowtriangle.left.fill ◂
        arrowtriangle.right ▹
        arrowtriangle.right.fill ▸
        arrowshape.up ⇧
        arrowshape.down ⇩
        arrowshape.left ⇦
        arrowshape.right ⇨
        arrowshape.up.fill ⬆
        arrowshape.down.fill ⬇
        arrowshape.left.fill ⬅
        arrowshape.right.fill ➡
        chevron.left ‹
        chevron.right ›
        chevron.backward ‹
        chevron.forward ›
        chevron.up ⌃
        chevron.down ⌄
        chevron.compact.up ⌃
        chevron.compact.down ⌄
        chevron.left.2 «
        chevron.right.2 »
        chevron.up.chevron.down ⇕
        chevron.left.forwardslash.chevron.right </>
        play ▷
        play.fill ▶
        play.circle ▷
        play.circle.fill ▶
        pause ‖
        pause.fill ‖
        pause.circle ‖
        pause.circle.fill ‖
        playpause ▷‖
        playpause.fill ▶‖
        stop □
        stop.fill ■
        record.circle ◉ red
        record.circle.fill ● red
        forward ▷▷
        forward.fill ▶▶
        backward ◁◁
        backward.fill ◀◀
        forward.end ▷|
        forward.end.fill ▶|
        backward.end |◁
        backward.end.fill |◀
        eject ⏏
        eject.fill ⏏
        shuffle ⇄
        repeat ↻
        music.note ♪
        music.note.list ♫
        speaker 🔈
        speaker.fill 🔈
        speaker.wave.1 🔉
        speaker.wave.2 🔉
        speaker.wave.3 🔊
        speaker.slash 🔇
        speaker.slash.fill 🔇
        mic 🎤
        mic.fill 🎤
        headphones 🎧
        bell 🔔
        bell.fill 🔔
        bell.badge 🔔
        bell.slash 🔕
        bell.slash.fill 🔕
        alarm ⏰
        alarm.fill ⏰
        clock 🕒
        clock.fill 🕒
        stopwatch ⌚
        timer ⏳
        hourglass ⌛
        hourglass.bottomhalf.filled ⏳
        calendar 📅
        gear ⚙
        gearshape ⚙
        gearshape.fill ⚙
        gearshape.2 ⚙⚙
        gearshape.2.fill ⚙⚙
        wrench 🔧
        wrench.fill 🔧
        hammer 🔨
        hammer.fill 🔨
        slider.horizontal.3 ≡
        line.3.horizontal ☰
        line.horizontal.3 ☰
        list.bullet ☰
        checklist ☑
        ellipsis …
        ellipsis.circle ⋯
        ellipsis.circle.fill ⋯
        person 👤
        person.fill 👤
        person.2 👥
        person.2.fill 👥
        person.3 👥
        person.3.fill 👥
        person.circle ☺
        person.circle.fill ☻
        person.crop.circle ☺
        person.crop.circle.fill ☻
        face.smiling ☺
        face.smiling.fill ☻
        figure.walk 🚶
        figure.run 🏃
        hand.thumbsup 👍
        hand.thumbsup.fill 👍
        hand.thumbsdown 👎
        hand.thumbsdown.fill 👎
        hand.raised ✋
        hand.raised.fill ✋
        hand.wave 👋
        hand.wave.fill 👋
        hand.tap 👆
        hands.clap 👏
        hand.point.left ☜
        hand.point.right ☞
        hand.point.up ☝
        hand.point.down ☟
        eyeglasses 👓
        ear 👂
        brain 🧠
        house ⌂
        house.fill ⌂
        building.columns 🏦
        magnifyingglass 🔍
        magnifyingglass.circle 🔍
        trash 🚮
        trash.fill 🚮
        pencil ✎
        pencil.circle ✎
        square.and.pencil ✎
        scissors ✂
        paperclip 📎
        link 🔗
        pin 📌
        pin.fill 📌
        doc 📄
        doc.fill 📄
        doc.text 📄
        doc.text.fill 📄
        doc.on.doc ❐
        doc.on.clipboard 📋
        folder 📁
        folder.fill 📁
        tray 📥
        tray.fill 📥
        archivebox 📦
        archivebox.fill 📦
        shippingbox 📦
        shippingbox.fill 📦
        book 📖
        book.fill 📖
        books.vertical 📚
        bookmark 🔖
        bookmark.fill 🔖
        newspaper 📰
        envelope ✉
        envelope.fill ✉
        paperplane ➢
        paperplane.fill ➤
        square.and.arrow.up ⇪
        square.and.arrow.down ⤓
        phone ✆
        phone.fill ☎
        message 💬
        message.fill 💬
        bubble.left 💬
        bubble.left.fill 💬
        bubble.right 💬
        bubble.right.fill 💬
        quote.bubble 💬
        lock 🔒
        lock.fill 🔒
        lock.open 🔓
        lock.open.fill 🔓
        key 🔑
        key.fill 🔑
        eye 👀
        eye.fill 👀
        cart 🛒
        cart.fill 🛒
        bag 👜
        bag.fill 👜
        creditcard 💳
        creditcard.fill 💳
        gift 🎁
        gift.fill 🎁
        dollarsign $
        dollarsign.circle $
        eurosign €
        sterlingsign £
        yensign ¥
        globe 🌐
        globe.americas 🌎
        wifi 📶
        antenna.radiowaves.left.and.right 📡
        airplane ✈
        car 🚗
        car.fill 🚗
        bus 🚌
        tram 🚊
        bicycle 🚲
        location ⌖
        location.fill ⌖ blue
        mappin 📍
        mappin.circle 📍
        flag ⚐
        flag.fill ⚑ red
        flag.checkered 🏁
        bolt ϟ
        bolt.fill ⚡
        sun.max ☼
        sun.max.fill ☀ yellow
        sunrise 🌅
        sunset 🌇
        moon ☾
        moon.fill ☾ yellow
        moon.zzz 💤
        zzz 💤
        cloud ☁
        cloud.fill ☁ white
        icloud ☁
        icloud.fill ☁ white
        cloud.rain ☔
        cloud.bolt ☈
        snowflake ❄ cyan
        flame 🔥
        flame.fill 🔥
        drop 💧
        drop.fill 💧
        leaf 🍃
        leaf.fill 🍃
        umbrella ☂
        umbrella.fill ☂ purple
        wind ≋
        tornado 🌀
        rainbow 🌈
        pawprint 🐾
        pawprint.fill 🐾
        cat 🐈
        cat.fill 🐈
        dog 🐕
        dog.fill 🐕
        bird 🐦
        bird.fill 🐦
        fish 🐟
        fish.fill 🐟
        hare 🐇
        hare.fill 🐇
        tortoise 🐢
        tortoise.fill 🐢
        ant 🐜
        ladybug 🐞
        lizard 🦎
        teddybear 🧸
        battery.100 🔋
        battery.75 🔋
        battery.50 🔋
        battery.25 🔋
        display 💻
        desktopcomputer 💻
        laptopcomputer 💻
        iphone 📱
        keyboard ⌨
        keyboard.fill ⌨
        tv 📺
        gamecontroller 🎮
        gamecontroller.fill 🎮
        camera 📷
        camera.fill 📷
        photo 🌄
        photo.fill 🌄
        video 📹
        video.fill 📹
        film 🎬
        terminal >_
        terminal.fill >_
        curlybraces {}
        command ⌘
        option ⌥
        control ⌃
        shift ⇧
        capslock ⇪
        delete.left ⌫
        delete.right ⌦
        return ⏎
        escape ⎋
        space ␣
        lightbulb 💡
        lightbulb.fill 💡
        crown ♔
        crown.fill ♚ yellow
        trophy 🏆
        trophy.fill 🏆
        medal 🏅
        medal.fill 🏅
        puzzlepiece 🧩
        puzzlepiece.fill 🧩
        ticket 🎫
        die.face.1 ⚀
        die.face.2 ⚁
        die.face.3 ⚂
        die.face.4 ⚃
        die.face.5 ⚄
        die.face.6 ⚅
        1.circle ①
        2.circle ②
        3.circle ③
        4.circle ④
        5.circle ⑤
        6.circle ⑥
        7.circle ⑦
        8.circle ⑧
        9.circle ⑨
        10.circle ⑩
        1.circle.fill ❶
        2.circle.fill ❷
        3.circle.fill ❸
        4.circle.fill ❹
        5.circle.fill ❺
        6.circle.fill ❻
        7.circle.fill ❼
        8.circle.fill ❽
        9.circle.fill ❾
        10.circle.fill ❿
        textformat Aa
        cross ✝
        cross.fill ✚ red
        staroflife ✱
        pills 💊
        cup.and.saucer ☕
        cup.and.saucer.fill ☕
        fork.knife 🍴
        birthday.cake 🎂
        carrot 🥕
        graduationcap 🎓
        graduationcap.fill 🎓
        briefcase 💼
        briefcase.fill 💼
        paintpalette 🎨
        waveform ∿
        waveform.path ∿
        chart.bar ▁▃▅
        chart.bar.fill ▁▃▅
        chart.line.uptrend.xyaxis 📈
        chart.pie ◔
        chart.pie.fill ◕
        atom ⚛
        peacesign ☮
        yinyang ☯
        """
}
