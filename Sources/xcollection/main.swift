XCollectionCommand.main()
