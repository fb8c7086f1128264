print("xcollection")
