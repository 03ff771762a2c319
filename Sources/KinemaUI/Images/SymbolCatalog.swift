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
        sunrise.fill 🌅
        sunset.fill 🌇
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
        heart.slash 💔
        heart.slash.fill 💔 red
        heart.text.square ♥
        heart.text.square.fill ♥ red
        bolt.heart ♥
        bolt.heart.fill ♥ red
        star.square ☆
        star.square.fill ★ yellow
        star.slash ☆
        star.slash.fill ★
        checkmark.seal ✓
        checkmark.seal.fill ✔ blue
        checkmark.shield ⛨
        checkmark.shield.fill ⛨ green
        xmark.seal ✕
        xmark.seal.fill ✖ red
        chevron.up.circle ⌃
        chevron.up.circle.fill ⌃
        chevron.down.circle ⌄
        chevron.down.circle.fill ⌄
        chevron.left.circle ‹
        chevron.left.circle.fill ‹
        chevron.right.circle ›
        chevron.right.circle.fill ›
        chevron.compact.left ‹
        chevron.compact.right ›
        chevron.up.2 ⇈
        chevron.down.2 ⇊
        arrow.up.forward ↗
        arrow.up.backward ↖
        arrow.down.forward ↘
        arrow.down.backward ↙
        arrow.clockwise.circle ↻
        arrow.clockwise.circle.fill ↻
        arrow.counterclockwise.circle ↺
        arrow.counterclockwise.circle.fill ↺
        arrow.left.square ⇐
        arrow.left.square.fill ⬅
        arrow.right.square ⇒
        arrow.right.square.fill ➡
        arrow.up.right.square ↗
        arrow.up.right.square.fill ↗
        arrow.up.arrow.down.circle ⇅
        arrow.triangle.branch ⑂
        arrow.triangle.merge ⤙
        arrow.triangle.swap ⇄
        arrow.up.and.down.circle ↕
        arrow.left.and.right.circle ↔
        square.and.arrow.up.fill ⇪
        square.and.arrow.down.fill ⤓
        square.and.arrow.up.on.square ⇪
        square.split.2x1 ◫
        square.split.1x2 ⊟
        square.grid.3x2 ▦
        square.stack.fill ❐
        square.on.square.fill ❐
        rectangle.stack ❐
        rectangle.stack.fill ❐
        rectangle.grid.1x2 ☰
        rectangle.grid.2x2 ⊞
        rectangle.split.3x1 ▥
        circle.grid.2x2 ⁘
        circle.grid.3x3 ⁙
        circle.hexagongrid ⁙
        capsule ⬭
        capsule.fill ⬬
        oval ⬭
        oval.fill ⬬
        seal ✺
        seal.fill ✹
        shield ⛨
        shield.fill ⛨
        app ▢
        app.fill ■
        plus.app ⊞
        plus.app.fill ⊞
        plus.rectangle ⊞
        plus.bubble 💬
        plus.magnifyingglass 🔍
        minus.magnifyingglass 🔍
        text.bubble 💬
        text.bubble.fill 💬
        ellipsis.bubble 💬
        ellipsis.bubble.fill 💬
        bubble.left.and.bubble.right 💬
        bubble.left.and.bubble.right.fill 💬
        exclamationmark.bubble ❗
        envelope.open ✉
        envelope.open.fill ✉
        envelope.badge ✉
        envelope.badge.fill ✉
        envelope.circle ✉
        envelope.circle.fill ✉
        phone.circle ✆
        phone.circle.fill ☎
        phone.arrow.up.right ☎
        bell.badge.fill 🔔
        bell.circle 🔔
        bell.circle.fill 🔔
        eye.slash 🙈
        eye.slash.fill 🙈
        eye.circle 👀
        eye.circle.fill 👀
        mic.slash 🎤
        mic.slash.fill 🎤
        mic.circle 🎤
        mic.circle.fill 🎤
        video.slash 📹
        video.circle 📹
        video.circle.fill 📹
        speaker.wave.1.fill 🔉
        speaker.wave.2.fill 🔉
        speaker.wave.3.fill 🔊
        music.mic 🎤
        music.quarternote.3 ♫
        music.note.house ♪
        person.badge.plus 👤
        person.badge.minus 👤
        person.crop.square 👤
        person.crop.square.fill 👤
        person.2.circle 👥
        person.2.circle.fill 👥
        person.crop.rectangle 👤
        figure.stand 🧍
        figure.wave 🙋
        hand.point.up.left ☝
        hand.draw ✍
        hand.raised.slash ✋
        cloud.sun ⛅
        cloud.sun.fill ⛅
        cloud.sun.rain ⛅
        cloud.moon ☁
        cloud.moon.fill ☁
        cloud.rain.fill ☔
        cloud.heavyrain ☔
        cloud.heavyrain.fill ☔
        cloud.drizzle ☂
        cloud.drizzle.fill ☂
        cloud.snow ❄
        cloud.snow.fill ❄
        cloud.bolt.fill ⚡
        cloud.bolt.rain ⚡
        cloud.bolt.rain.fill ⚡
        sun.min ☼
        sun.min.fill ☀ yellow
        sun.max.circle ☼
        sun.max.circle.fill ☀ yellow
        moon.stars ☾
        moon.stars.fill ☾ yellow
        moon.circle ☾
        moon.circle.fill ☾
        drop.circle 💧
        drop.circle.fill 💧
        water.waves 🌊
        leaf.circle 🍃
        leaf.circle.fill 🍃
        leaf.arrow.circlepath ♻ green
        tree 🌳
        tree.fill 🌳
        globe.europe.africa 🌍
        globe.europe.africa.fill 🌍
        globe.asia.australia 🌏
        globe.asia.australia.fill 🌏
        globe.americas.fill 🌎
        network 🌐
        safari 🧭
        safari.fill 🧭
        location.circle ➤
        location.circle.fill ➤
        location.north ▲
        location.north.fill ▲
        location.slash ➢
        mappin.and.ellipse 📍
        mappin.circle.fill 📍
        house.circle ⌂
        house.circle.fill ⌂
        building.2 🏢
        building.2.fill 🏢
        bolt.circle ⚡
        bolt.circle.fill ⚡
        bolt.slash ⚡
        bolt.slash.fill ⚡
        wifi.slash ⊘
        battery.0 ▭
        powerplug 🔌
        powerplug.fill 🔌
        lightbulb.circle 💡
        applewatch ⌚
        iphone.gen3 📱
        ipad 📱
        laptopcomputer.and.iphone 💻
        tv.fill 📺
        airplane.circle ✈
        airplane.circle.fill ✈
        car.circle 🚗
        car.circle.fill 🚗
        bicycle.circle 🚲
        tram.fill 🚊
        bus.fill 🚌
        fuelpump ⛽
        fuelpump.fill ⛽
        cart.badge.plus 🛒
        bag.badge.plus 👜
        creditcard.circle 💳
        banknote 💵
        banknote.fill 💵
        receipt 🧾
        dollarsign.circle.fill $
        giftcard 🎁
        giftcard.fill 🎁
        tag ⌑
        tag.fill ⌑
        book.closed 📓
        book.closed.fill 📓
        book.circle 📖
        book.circle.fill 📖
        text.book.closed 📓
        text.book.closed.fill 📓
        magazine 📰
        magazine.fill 📰
        clipboard 📋
        clipboard.fill 📋
        list.clipboard 📋
        list.clipboard.fill 📋
        note.text 📝
        note.text.badge.plus 📝
        doc.richtext 📄
        doc.plaintext 📄
        doc.badge.plus 📄
        folder.badge.plus 📁
        folder.circle 📁
        trash.circle 🚮
        trash.circle.fill 🚮
        list.number ≡
        list.dash ☰
        list.star ☰
        list.bullet.rectangle ☰
        line.3.horizontal.decrease ⫶
        line.3.horizontal.decrease.circle ⫶
        line.3.horizontal.decrease.circle.fill ⫶
        slider.vertical.3 ⫼
        textformat.size Aa
        textformat.alt Aa
        bold B
        italic I
        underline U
        strikethrough S
        text.alignleft ☰
        text.aligncenter ☰
        text.alignright ☰
        text.justify ☰
        paintbrush ✎
        paintbrush.fill ✎
        pencil.tip ✎
        pencil.line ✎
        eraser ⌫
        scribble ∿
        wand.and.stars ✨
        wand.and.rays ✨
        cube ⬡
        cube.fill ⬢
        cube.transparent ⬡
        qrcode ▦
        barcode ‖
        cpu ▣
        memorychip ▤
        stethoscope 🩺
        bandage 🩹
        bandage.fill 🩹
        cross.case ✚
        cross.case.fill ✚ red
        soccerball ⚽
        baseball ⚾
        basketball 🏀
        football 🏈
        tennisball 🎾
        sportscourt ▭
        trophy.circle 🏆
        trophy.circle.fill 🏆
        flag.slash ⚐
        flag.2.crossed ⚑
        calendar.badge.plus 📅
        calendar.circle 📅
        calendar.circle.fill 📅
        clock.arrow.circlepath ↺
        clock.badge.checkmark 🕒
        stopwatch.fill ⌚
        hourglass.tophalf.filled ⌛
        timer.square ⏳
        target ◎
        scope ⌖
        dial.low ◔
        dial.high ◕
        gauge ◔
        speedometer ◔
        metronome ♩
        """
}
