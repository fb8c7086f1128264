import UIKitCompat

struct Product: Hashable {
    let name: String
    let price: String
    let colorName: String

    var color: UIColor {
        switch colorName {
        case "red": .systemRed
        case "orange": .systemOrange
        case "yellow": .systemYellow
        case "green": .systemGreen
        case "teal": .systemTeal
        case "blue": .systemBlue
        case "indigo": .systemIndigo
        case "purple": .systemPurple
        default: .systemPink
        }
    }
}

struct Shelf {
    let title: String
    let products: [Product]

    static let deals = Shelf(title: "Today's Deals", products: [
        Product(name: "Whisk", price: "$6", colorName: "yellow"),
        Product(name: "Sieve", price: "$8", colorName: "teal"),
        Product(name: "Ladle", price: "$7", colorName: "red"),
        Product(name: "Apron", price: "$16", colorName: "indigo"),
    ])

    static let all: [Shelf] = [
        Shelf(title: "New This Week", products: [
            Product(name: "Kettle", price: "$39", colorName: "red"),
            Product(name: "Teapot", price: "$24", colorName: "orange"),
            Product(name: "Mug", price: "$9", colorName: "yellow"),
            Product(name: "Tray", price: "$19", colorName: "green"),
            Product(name: "Jar", price: "$12", colorName: "teal"),
            Product(name: "Spoon", price: "$4", colorName: "blue"),
        ]),
        Shelf(title: "Best Sellers", products: [
            Product(name: "Lamp", price: "$59", colorName: "indigo"),
            Product(name: "Vase", price: "$29", colorName: "purple"),
            Product(name: "Clock", price: "$45", colorName: "pink"),
            Product(name: "Frame", price: "$15", colorName: "blue"),
            Product(name: "Rug", price: "$89", colorName: "green"),
        ]),
        Shelf(title: "Kitchen", products: [
            Product(name: "Pan", price: "$49", colorName: "teal"),
            Product(name: "Bowl", price: "$14", colorName: "orange"),
            Product(name: "Knife", price: "$32", colorName: "red"),
            Product(name: "Board", price: "$22", colorName: "yellow"),
        ]),
        Shelf(title: "Garden", products: [
            Product(name: "Pot", price: "$11", colorName: "green"),
            Product(name: "Hose", price: "$27", colorName: "blue"),
            Product(name: "Gloves", price: "$8", colorName: "purple"),
            Product(name: "Shears", price: "$19", colorName: "indigo"),
            Product(name: "Seeds", price: "$3", colorName: "pink"),
        ]),
    ]
}
